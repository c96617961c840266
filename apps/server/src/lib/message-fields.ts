/** The fields of an answer that speak to the person (`message`, the spec's `msg`, identity's `returnText`): written in the reader's language when given by key. */
export const MESSAGE_FIELDS = ['message', 'msg', 'returnText'] as const;
