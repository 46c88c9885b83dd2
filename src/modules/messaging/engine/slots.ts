/**
 * At most `size` tasks at once: `acquire` resolves when a slot is free (first come, first served),
 * `release` frees one; `idle` resolves once every slot is free. O(1) per task, unlike racing a set
 * of promises.
 */
export class Slots {
  private used = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly idlers: Array<() => void> = [];

  constructor(private readonly size: number) {}

  acquire(): Promise<void> | void {
    if (this.used < this.size) {
      this.used++;
      return;
    }
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release() {
    const next = this.waiting.shift();
    if (next) next();
    else if (--this.used === 0) for (const idle of this.idlers.splice(0)) idle();
  }

  idle(): Promise<void> {
    return this.used === 0 ? Promise.resolve() : new Promise<void>((resolve) => this.idlers.push(resolve));
  }
}
