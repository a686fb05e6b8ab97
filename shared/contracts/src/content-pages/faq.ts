/**
 * The FAQ page is written in the same Markdown as every other content page, with two heading levels given a
 * meaning: `## ` starts a group of questions, `### ` a question, and what follows a question (up to the next heading
 * of either level) is its answer. Text before the first group is the page's introduction. The admin writes one
 * text; the page shows it grouped and search engines get the schema.org FAQPage data from the same questions.
 */
export interface FaqSource {
  intro: string;
  groups: Array<{ title: string; items: Array<{ question: string; answer: string }> }>;
}

const GROUP = /^##\s+(.+?)\s*#*\s*$/;
const QUESTION = /^###\s+(.+?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;

/** The groups and questions of an FAQ's Markdown. Questions before any group go in a group without a title. */
export function parseFaqMarkdown(source: string): FaqSource {
  const result: FaqSource = { intro: '', groups: [] };
  const intro: string[] = [];
  let answer: string[] | undefined;
  let inFence = false;
  const closeAnswer = () => {
    const group = result.groups.at(-1);
    const item = group?.items.at(-1);
    if (item && answer) item.answer = answer.join('\n').trim();
    answer = undefined;
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    const group = inFence ? null : GROUP.exec(line);
    const question = inFence ? null : QUESTION.exec(line);
    if (group) {
      closeAnswer();
      result.groups.push({ title: group[1]!, items: [] });
    } else if (question) {
      closeAnswer();
      if (result.groups.length === 0) result.groups.push({ title: '', items: [] });
      result.groups.at(-1)!.items.push({ question: question[1]!, answer: '' });
      answer = [];
    } else if (answer) {
      answer.push(line);
    } else if (result.groups.length === 0) {
      intro.push(line);
    }
  }
  closeAnswer();
  result.intro = intro.join('\n').trim();
  result.groups = result.groups.filter((group) => group.items.length > 0);
  return result;
}
