import { evaluateInStages } from './evaluateInStages';

describe('evaluateInStages', () => {
  it('runs the stages in order, each in a task of its own', async () => {
    const log: string[] = [];
    // A task queued when the first stage runs gets its turn before the second stage: the stages yield between them.
    const stages = ['react-dom', 'styles', 'app'].map((name, i) => async () => {
      log.push(name);
      if (i === 0) setTimeout(() => log.push('other task'), 0);
    });
    await evaluateInStages(stages);
    expect(log).toEqual(['react-dom', 'other task', 'styles', 'app']);
  });

  it('stops at a stage that fails, so the page keeps its server HTML', async () => {
    const later = jest.fn();
    await expect(evaluateInStages([() => Promise.reject(new Error('chunk failed')), later])).rejects.toThrow('chunk failed');
    expect(later).not.toHaveBeenCalled();
  });
});
