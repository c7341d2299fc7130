/** What other features use from contact, in one module: the operator's inbox (admin) reads and answers messages. */
export { listMessages, markAnswered, replyToMessage, sendReply } from './replies';
