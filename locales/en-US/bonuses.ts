import type { BaseTranslation } from 'typesafe-i18n';

/** Bonuses (list, trigger by code, bonus selector) and verification (KYC) documents. */
const bonuses = {
  bonuses: {
    title: 'Bonuses',
    filter: 'Status',
    filters: {
      active: 'Active',
      expired: 'Expired',
      canceled: 'Canceled',
      finished: 'Finished',
    },
    status: {
      initiated: 'Ready to claim',
      active: 'Active',
      expired: 'Expired',
      canceled: 'Canceled',
      finished: 'Finished',
    },
    empty: 'No bonuses',
    wagering: 'Wagering progress',
    wagered: '{percent:string}% wagered: {wagered:string} of {total:string}',
    claim: 'Trigger bonus',
    deposit: 'Deposit with bonus',
    cancel: 'Cancel bonus',
    starts: 'Starts {time:string}',
    ends: 'Ends {time:string}',
    expired: 'Expired',
    countdownDays: '{days:number}d {clock:string}',
  },
  bonusCode: {
    title: 'Trigger bonus',
    code: 'Bonus code',
    submit: 'Trigger bonus',
    triggered: 'Bonus code successfully triggered',
  },
  bonusSelector: {
    title: 'Pick a bonus',
    withoutBonus: 'Continue without a bonus',
    depositRange: 'Deposit {min:string} to {max:string}',
    depositFrom: 'Deposit at least {min:string}',
    none: 'There are no bonuses to pick right now.',
  },
  verify: {
    title: 'Verify',
    intro: 'Upload a document so that we can verify your account. Images are sent as JPEG; PDF documents are sent as they are.',
    type: 'Document type',
    chooseType: 'Choose a document type',
    file: 'File',
    chosenFile: 'Chosen file: {name:string}',
    submit: 'Upload',
    uploaded: 'Document uploaded',
    documents: 'Your documents',
    noDocuments: 'You have not uploaded any documents yet.',
    uploadedOn: 'Uploaded {date:string}',
    types: {
      id: 'ID',
      'credit-card': 'Credit card',
      'proof-of-address': 'Proof of address',
      'bank-statement': 'Bank statement',
      'e-wallet': 'E-wallet',
      'source-of-wealth': 'Source of wealth',
      other: 'Other',
    },
    statuses: {
      uploaded: 'Uploaded',
      approved: 'Approved',
      declined: 'Declined',
    },
    actions: 'Actions for {document:string}',
    chooseAction: 'Actions',
    uploadNew: 'Upload a new version',
  },
  validation: {
    bonusCodeRequired: 'Enter a bonus code',
    documentTypeRequired: 'Choose a document type',
    fileRequired: 'Choose a file',
  },
} satisfies BaseTranslation;

export default bonuses;
