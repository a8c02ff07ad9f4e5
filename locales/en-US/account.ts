import type { BaseTranslation } from 'typesafe-i18n';

/**
 * The account area (spec: account §2–§9): its shell and menu, the inbox and message
 * notice, edit profile, change password, history and subscriptions.
 */
const account = {
  account: {
    title: 'My account',
    menu: {
      label: 'Account menu',
      hide: 'Hide menu',
      show: 'Show menu',
      inbox: 'Inbox',
      'edit-profile': 'Edit profile',
      'change-password': 'Change password',
      history: 'History',
      'responsible-gaming': 'Responsible gaming',
      bonuses: 'Bonuses',
      subscriptions: 'Subscriptions',
      'bonus-code': 'Trigger bonus',
      verify: 'Verify',
      'sign-out': 'Sign out',
    },
    signedOut: 'Sign in to see your account.',
    signOutQuestion: 'Do you want to sign out?',
    pages: {
      previous: 'Previous',
      next: 'Next',
      page: 'Page {page:number} of {pages:number}',
    },
    inbox: {
      title: 'Messages',
      empty: 'You have no messages.',
      unread: 'Unread',
      pages: 'Message pages',
      readMore: 'Read more',
    },
    profile: {
      title: 'Edit profile',
      firstName: 'First name',
      lastName: 'Last name',
      address: 'Address',
      city: 'City',
      zip: 'Zip code',
      phone: 'Phone',
      country: 'Country',
      currency: 'Currency',
      confirm: 'Enter your password to save the changes.',
      submit: 'Save changes',
      updated: 'Profile updated',
    },
    changePassword: {
      title: 'Change password',
      oldPassword: 'Old password',
      newPassword: 'New password',
      submit: 'Change password',
      changed: 'Successfully changed password',
    },
    history: {
      title: 'History',
      statistics: 'Payment statistics',
      totalDeposit: 'Total deposit',
      totalWithdraw: 'Total withdraw',
      net: 'Net',
      filter: 'Transaction type',
      types: {
        Deposit: 'Deposit',
        Withdraw: 'Withdraw',
        Gambling: 'Gambling',
      },
      transactions: 'Transactions',
      date: 'Date',
      type: 'Type',
      amount: 'Amount',
      status: 'Status',
      kinds: {
        deposit: 'Deposit',
        withdraw: 'Withdrawal',
        bet: 'Bet',
        win: 'Win',
        cashout: 'Cashout',
        other: 'Other',
      },
      statuses: {
        completed: 'Completed',
        failed: 'Failed',
        initiated: 'Initiated',
        canceled: 'Canceled',
        pending: 'Pending',
      },
      empty: 'No transactions yet.',
      pages: 'Transaction pages',
    },
    subscriptions: {
      title: 'Subscriptions',
      intro: 'Choose how we may contact you with news and offers.',
      channels: {
        sms: 'Text messages (SMS)',
        email: 'Email',
        phone: 'Phone calls',
      },
      updated: 'Subscriptions updated',
    },
  },
  /** src/react/ui/DraftNotice: a save that met the end of the session, back after signing in again. */
  draft: {
    kept: 'Your session ended before this was saved. What you entered is back: send it again?',
    resubmit: 'Send again',
  },
  validation: {
    oldPasswordRequired: 'Please enter your old password',
    newPasswordRequired: 'Please enter your new password',
    mustBeNewPassword: 'Must be a new password',
    profileFirstNameRequired: 'Enter firstname',
    profileLastNameRequired: 'Enter lastname',
    profileAddressRequired: 'Enter address',
    profileCityRequired: 'City is a required field',
    profileTextTooLong: 'Use at most 100 characters',
    profileZipTooLong: 'Use at most 20 characters',
    profileZipRequired: 'Enter zip',
    profilePhoneRequired: 'Enter phone',
    profileCountryRequired: 'Country is a required field',
    profileInvalidFormat: 'Invalid format',
  },
} satisfies BaseTranslation;

export default account;
