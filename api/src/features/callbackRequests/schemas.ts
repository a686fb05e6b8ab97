import { CreateCallbackRequestBody } from '@kredi/contracts/public-forms';
import { publicFormResponses } from '../../http/schemas.js';

export const createCallbackRequestSchema = {
  tags: ['talepler'],
  summary: '"Sizi Arayalım" geri arama talebi',
  body: CreateCallbackRequestBody,
  response: publicFormResponses,
};
