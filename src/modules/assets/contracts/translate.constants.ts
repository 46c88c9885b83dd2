/** The languages a copy asset can be translated into (zod-free, for the dialog's select). */
export const translationLanguages = [
  "de",
  "fr",
  "es",
  "it",
  "pt-br",
  "pt-pt",
  "nl",
  "sv",
  "da",
  "nb",
  "fi",
  "pl",
  "cs",
  "tr",
  "el",
  "ja",
  "ko",
  "zh-cn",
  "ar",
  "hi",
  "en",
] as const;
export type TranslationLanguage = (typeof translationLanguages)[number];

export const translationLanguageLabel: Record<TranslationLanguage, string> = {
  de: "German",
  fr: "French",
  es: "Spanish",
  it: "Italian",
  "pt-br": "Brazilian Portuguese",
  "pt-pt": "European Portuguese",
  nl: "Dutch",
  sv: "Swedish",
  da: "Danish",
  nb: "Norwegian",
  fi: "Finnish",
  pl: "Polish",
  cs: "Czech",
  tr: "Turkish",
  el: "Greek",
  ja: "Japanese",
  ko: "Korean",
  "zh-cn": "Simplified Chinese",
  ar: "Arabic",
  hi: "Hindi",
  en: "English",
};

/** The tag a translation carries: the language's name in lower case ("german"). */
export const translationTag = (language: TranslationLanguage) => translationLanguageLabel[language].toLowerCase();
