import { z } from 'zod';
import { ZContractRequest, ZContractTemplate, ZGenerationContext } from '../../../shared/schemas/document-generate';
import { ZDocument, ZDocumentPatch } from '../../../shared/schemas/document';
import { ZPayslipResult } from '../../../shared/schemas/payslip';
import { ZTrainingCreate } from '../../../shared/schemas/deadline';
import { ZAttestatiZipQuery, ZAttestatoRequest, ZTrainingRecord } from '../../../shared/schemas/training';
import { id } from '../../../shared/schemas/zod';
import { withMessage, ZDeleted, ZListQuery } from '../schemas';
import type { PathDocs } from '../types';

const ZCompanyQuery = z.object({ companyId: id() });

export const documentDocs: PathDocs = {
  tag: 'document',
  routes: {
    'GET /api/document': { summary: "List documents of the caller's companies (list protocol; total in Content-Range).", query: ZListQuery, response: z.array(ZDocument) },
    'GET /api/document/my': { summary: "The caller's own documents.", response: z.array(ZDocument) },
    'GET /api/document/:id': { summary: 'One document the caller may read.', response: ZDocument },
    'GET /api/document/:id/file': { summary: "A document's file (Range requests answered with 206).", response: 'file' },
    'POST /api/document': { summary: 'Upload a document (multipart: the fields of ZDocumentUpload and one file).', body: 'multipart', response: withMessage(ZDocument), status: 201, errors: [413] },
    'PATCH /api/document/:id': { summary: "Change a document's details.", body: ZDocumentPatch, response: ZDocument },
    'DELETE /api/document/:id': { summary: 'Delete a document (kept until the purge).', response: ZDeleted },
    'POST /api/document/payslips': { summary: 'Upload payslips (multipart) matched to workers by fiscal code.', body: 'multipart', response: ZPayslipResult, errors: [413] },
    'GET /api/document/generate/context': { summary: "What a contract of a company's worker can be generated from.", query: ZCompanyQuery, response: ZGenerationContext },
    'POST /api/document/generate/contract': { summary: 'Generate a contract as a document.', body: ZContractRequest, response: withMessage(ZDocument.extend({ pdfDocumentId: z.number().optional() })), status: 201, errors: [409] },
    'POST /api/document/generate/attestato': { summary: 'Generate training certificates (attestati) as documents.', body: ZAttestatoRequest, response: z.object({ message: z.string(), data: z.array(ZDocument) }), status: 201 },
    'GET /api/document/attestati.zip': { summary: 'Certificates as one ZIP file.', query: ZAttestatiZipQuery, response: 'zip' },
    'GET /api/document/templates/contract': { summary: "A company's contract template.", query: ZCompanyQuery, response: ZContractTemplate },
    'PUT /api/document/templates/contract': { summary: "Upload a company's contract template (multipart, one DOCX file).", query: ZCompanyQuery, body: 'multipart', response: withMessage(ZContractTemplate), errors: [413] },
    'DELETE /api/document/templates/contract': { summary: "Remove a company's contract template.", query: ZCompanyQuery, response: z.object({ message: z.string(), companyId: z.number() }) },
  },
};

export const trainingDocs: PathDocs = {
  tag: 'training',
  routes: {
    'GET /api/training': { summary: 'List training records (list protocol; total in Content-Range).', query: ZListQuery, response: z.array(ZTrainingRecord) },
    'GET /api/training/my': { summary: "The caller's own training records.", response: z.array(ZTrainingRecord) },
    'POST /api/training': { summary: 'Record a completed course.', body: ZTrainingCreate, response: withMessage(ZTrainingRecord), status: 201 },
    'DELETE /api/training/:id': { summary: 'Delete a training record.', response: ZDeleted },
  },
};
