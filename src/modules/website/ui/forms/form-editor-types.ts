import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { updateFormInput } from "../../contracts/forms.contracts";

/** The editor's form: the whole update input, as react-hook-form holds it. */
export type EditorForm = UseFormReturn<z.input<typeof updateFormInput>, unknown, z.output<typeof updateFormInput>>;
