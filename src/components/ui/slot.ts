import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from "react";

type Props = Record<string, unknown> & { ref?: Ref<unknown> };

/** Both refs get the node (a cleanup returned by either runs when it detaches). */
function composeRefs(a: Ref<unknown> | undefined, b: Ref<unknown> | undefined): Ref<unknown> | undefined {
  if (!a || !b) return a ?? b;
  const set = (ref: Ref<unknown>, node: unknown) => {
    if (typeof ref === "function") return ref(node);
    if (ref) ref.current = node;
  };
  return (node: unknown) => {
    const cleanups = [set(a, node), set(b, node)];
    return () => {
      cleanups.forEach((cleanup, i) => (typeof cleanup === "function" ? cleanup() : set(i === 0 ? a : b, null)));
    };
  };
}

/**
 * The props of a slotted element, as Radix's Slot merges them: the child's props win, except that
 * handlers run both (the child's first), styles merge, and class names join (the slot's first).
 */
export function mergeSlotProps(slot: Props, child: Props): Props {
  const merged: Props = { ...child };
  for (const name in child) {
    const own = slot[name];
    const theirs = child[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof own === "function" && typeof theirs === "function") {
        merged[name] = (...args: unknown[]) => {
          const result = (theirs as (...a: unknown[]) => unknown)(...args);
          (own as (...a: unknown[]) => unknown)(...args);
          return result;
        };
      } else if (own) merged[name] = own;
    } else if (name === "style") merged[name] = { ...(own as object), ...(theirs as object) };
    else if (name === "className") merged[name] = [own, theirs].filter(Boolean).join(" ");
  }
  const ref = composeRefs(slot.ref, child.ref);
  return { ...slot, ...merged, ...(ref ? { ref } : {}) };
}

/**
 * Render `child` (one element) in place of a component's own element, with `props` merged into
 * its own (`mergeSlotProps`) and `before` placed ahead of its children: Radix's
 * `<Slot.Root {...props}>{before}<Slot.Slottable>{child}</Slot.Slottable></Slot.Root>`, without Radix.
 */
export function slot(child: ReactNode, props: Props, before: ReactNode = null): ReactElement {
  const element = Children.only(child);
  if (!isValidElement<Props & { children?: ReactNode }>(element)) throw new Error("asChild needs one element as its child");
  const merged = mergeSlotProps(props, element.props);
  return before == null ? cloneElement(element, merged) : cloneElement(element, merged, before, element.props.children);
}
