/**
 * Resolves in a new task: the work after it runs once the browser has had the chance to handle
 * input and paint, so a start-up made of steps never blocks for the sum of them (a low total blocking time).
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
