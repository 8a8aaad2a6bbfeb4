import { COMPANY, VERIFICATION } from '@plotwise/ui';

/**
 * The privacy policy, the terms of use and the listing terms: the site's legal
 * pages, once. Who the company is (legal name, CIN, registered office) and who
 * answers requests (the grievance officer) are configuration, added by the
 * page; everything here is the same for every deployment. Change a text, change
 * LEGAL_LAST_UPDATED with it.
 */

export const LEGAL_LAST_UPDATED = '25 November 2026';

export interface LegalSection {
  /** Anchor for links such as /terms#verification. */
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** The grievance officer's name, email and the registered office go here. */
  contact?: boolean;
}

export interface LegalDocument {
  path: '/privacy' | '/terms' | '/listing-terms';
  title: string;
  description: string;
  lead: string;
  sections: readonly LegalSection[];
}

const { brand } = COMPANY;

export const PRIVACY_POLICY: LegalDocument = {
  path: '/privacy',
  title: 'Privacy Policy',
  description: `What personal data ${brand} keeps, why, for how long, who sees it, and how to ask for a copy, a correction or its deletion under India's Digital Personal Data Protection Act, 2023.`,
  lead: `What we keep about you, why, for how long and who sees it, and how to ask us to show, correct or delete it.`,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${brand} is a marketplace for plots and plotting projects in India. For the personal data described here we are the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (the "DPDP Act"), and you, the person the data is about, are the Data Principal.`,
        'This policy covers this website and its forms. It does not cover the websites of developers, agents or banks we link to.',
      ],
    },
    {
      id: 'what-we-keep',
      heading: 'What we keep and why',
      paragraphs: ['We ask only for what a task needs, and we use it only for that task:'],
      items: [
        'Accounts: your name, email, phone number and a scrambled (hashed) form of your password, so that you can sign in, keep a wishlist and, as an agent, manage your projects. We never store the password itself.',
        'Enquiries and contact messages: your name, email, phone number and message, so that we, and the agent or owner of the project you asked about, can answer you.',
        'Quote requests and newsletter sign-ups: your name, mobile number or email and your message, to reply or to send the newsletter you asked for.',
        'Job applications: your name, email, phone number, the position, your message and the resume you upload, so that our hiring team can consider you.',
        'SMS alerts: the mobile number you subscribe, so that we can tell you about new projects that match. This device also remembers the number so that the alerts panel can show your subscription.',
        'Plot submissions and agent listings: the contact details, plot details and photos you send, to review the listing and, once approved, publish it. Photos are re-encoded when uploaded, which removes their location (GPS) and camera data.',
        'Security records: the network address of requests that sign in, register or send a form, to slow down guessing and spam.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'We set one cookie: a session cookie, after you sign in, that keeps you signed in. It is not readable by scripts, is sent only to this site, expires two hours after your last activity and is removed when you sign out.',
        'We use no advertising or analytics cookies and no third-party trackers, so there is nothing to accept or refuse.',
      ],
    },
    {
      id: 'who-sees-it',
      heading: 'Who sees your data',
      paragraphs: ['Only the people below, and only what they need. We do not sell personal data or share it for anyone’s marketing.'],
      items: [
        'Our team, each person only for their task: sales for enquiries and quotes, hiring for applications, reviewers for listings. Resumes are shown only to our administrators.',
        'The agent or owner of a project, when you send an enquiry about that project: we pass them your name, email, phone number and message so that they can reply to you.',
        'Visitors see what a listing publishes: the project and the contact details the lister chose to show. Your own enquiries and account details are never published.',
        'Service providers who host the site or deliver SMS and email for us, bound by contract to use the data only for that.',
        'Authorities, when Indian law requires it.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      items: [
        'Accounts: while the account is open, and deleted within 30 days after you ask us to close it.',
        'Enquiries, contact messages and quote requests: up to 24 months after the last message, then deleted.',
        'Job applications and resumes: up to 12 months after the position is filled, then deleted, unless you ask us to keep them for future roles.',
        'SMS alert numbers: until you unsubscribe; the number is then no longer used.',
        'Listings and their photos: while the listing is on the site and up to 12 months after it is withdrawn or rejected. Photos uploaded but never submitted are deleted after one day.',
        'Security records: up to one day.',
        'Longer only where a law requires it, for example tax records of paid services.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights as a Data Principal',
      paragraphs: ['Under the DPDP Act you can ask us, at no charge:'],
      items: [
        'for a summary of the personal data we hold about you and what we do with it, and who we have shared it with;',
        'to correct, complete or update it;',
        'to delete it, where we no longer need it for the purpose you gave it for or a law does not require us to keep it;',
        'to withdraw a consent you gave, for example to SMS alerts or the newsletter, as easily as you gave it;',
        'to nominate someone to exercise these rights if you die or cannot act;',
        'to have a grievance about your data handled by our grievance officer.',
      ],
    },
    {
      id: 'requests',
      heading: 'How to ask, and whom',
      paragraphs: [
        'Write to our grievance officer from the email address or phone number we hold, and say what you want to see, correct or delete. We may ask you to confirm that the data is yours before we act. We answer within 30 days.',
        'If our answer does not resolve your grievance, you may complain to the Data Protection Board of India.',
      ],
      contact: true,
    },
    {
      id: 'security',
      heading: 'Keeping it safe',
      paragraphs: [
        'Connections to the site are encrypted, passwords are hashed, uploads are checked by their content, and only the people who need data for their task can reach it. If a breach affects your data we will tell you and the Data Protection Board as the DPDP Act requires.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: ['The site is for adults. We do not knowingly keep data about anyone under 18; if you believe we have, write to us and we will delete it.'],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: ['When this policy changes we update the date at the top of this page, and for changes that matter we tell account holders by email before they apply.'],
    },
  ],
};

export const TERMS_OF_USE: LegalDocument = {
  path: '/terms',
  title: 'Terms of Service',
  description: `The terms of using ${brand}: listings are their listers' responsibility, what "RERA Verified" means, no brokerage guarantee, and Indian law.`,
  lead: 'The rules for using this site. Please read them before you rely on a listing or list a plot.',
  sections: [
    {
      id: 'using-the-site',
      heading: 'Using the site',
      paragraphs: [
        `By using ${brand} you accept these terms and our privacy policy. You must be 18 or older to create an account, send an enquiry or list a plot.`,
        'Use the site for finding, listing and enquiring about property, lawfully and honestly. Do not post false or misleading information, impersonate someone, collect other users’ contact details, send spam, or try to break into or overload the site.',
        'You are responsible for what happens under your account; keep your password to yourself.',
      ],
    },
    {
      id: 'listings',
      heading: 'Listings are their lister’s responsibility',
      paragraphs: [
        'Projects and plots are listed by their owners, developers and agents, who are responsible for the accuracy of what they publish: price, area, approvals, RERA registration, photos and availability. Our team reviews every listing before it goes live, but a review is not a guarantee.',
        'Prices and availability change; confirm them with the lister before you decide.',
      ],
    },
    {
      id: 'verification',
      heading: 'What "RERA Verified" means',
      paragraphs: [
        `A listing marked RERA Verified is one our team has checked: ${VERIFICATION.checks.join(', ')}. The check tells you what we saw on the day we checked; it is not a title insurance, a valuation or legal advice for your purchase.`,
        'A listing marked Not Verified has been reviewed before publishing but its documents have not yet been checked by us. Ask the lister for the RERA certificate, title documents and approvals, and have them checked, before you pay anything.',
        'Whatever the badge, do your own due diligence: visit the site, read the sale agreement and have a lawyer look at the title before you pay a token amount.',
      ],
    },
    {
      id: 'no-brokerage-guarantee',
      heading: 'No brokerage guarantee',
      paragraphs: [
        `${brand} brings buyers and sellers together; unless you engage our services in writing, we are not a party to your purchase or sale and do not act as your broker. We do not guarantee that a plot will sell, that a buyer will complete, or any price, return or appreciation.`,
        'Brokerage, if any, is agreed between you and the agent you deal with. Our own services (legal verification, documentation, loan assistance) are described and priced in a written quote before we start.',
      ],
    },
    {
      id: 'tools',
      heading: 'Calculators and market figures',
      paragraphs: ['The loan calculator and the price figures on city pages are estimates from the data we have. Your bank’s offer and a registered valuer’s report are what count.'],
    },
    {
      id: 'content',
      heading: 'Our content and yours',
      paragraphs: [
        'The site’s design, text and software are ours. What you upload stays yours; you give us a licence to show it on the site and in its previews for as long as it is listed.',
        'If you think something on the site infringes your rights or breaks the law, write to our grievance officer and we will act on it.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      paragraphs: [
        'We run the site with care but cannot promise it is always available or free of errors. To the extent Indian law allows, we are not liable for losses that come from relying on a listing, from dealings between users, or from the site being unavailable.',
        'We may suspend accounts and remove content that break these terms.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law and disputes',
      paragraphs: ['These terms are governed by the laws of India. Disputes are first raised with our grievance officer; if they cannot be settled, the courts of Pune, Maharashtra have jurisdiction.'],
      contact: true,
    },
  ],
};

export const LISTING_TERMS: LegalDocument = {
  path: '/listing-terms',
  title: 'Listing Terms',
  description: `The terms for agents and plot owners who list on ${brand}: accurate details, RERA registration where required, photos you own, and removal of misleading listings.`,
  lead: 'For agents, developers and plot owners who list a project or a plot. These apply in addition to the terms of service.',
  sections: [
    {
      id: 'accurate-information',
      heading: 'Accurate information',
      paragraphs: [
        'Everything you submit must be true and current: location, area and its unit, price, plot sizes, approvals, status and possession timeline. Say "price on request" rather than a price you do not mean.',
        'Keep the listing up to date, and withdraw it when the plot is sold or no longer offered. Changes to a live listing are reviewed before they replace what is shown.',
      ],
    },
    {
      id: 'rera',
      heading: 'RERA registration',
      paragraphs: [
        'A plotting project that the Real Estate (Regulation and Development) Act, 2016 and your state’s rules require to be registered must be registered before it is advertised, and its registration number must be given in the listing. Agents must hold their own RERA agent registration where the state requires it.',
        'A plot sold on its own by its owner may not need registration; if you are unsure, leave the RERA number empty rather than guess.',
      ],
    },
    {
      id: 'photos',
      heading: 'Photos and documents',
      paragraphs: [
        'Upload only photos you took or have the right to use, that show the plot or project as it is. Do not use stock images, pictures of other projects, or photos with people’s faces or vehicle number plates readable.',
        'Photos are re-encoded when uploaded, which removes their location and camera data.',
      ],
    },
    {
      id: 'review-and-verification',
      heading: 'Review and verification',
      paragraphs: [
        'Every listing is reviewed by our team before it goes live, and we may ask for more information or decline it with a reason.',
        `A listing gets the RERA Verified badge only after we have checked ${VERIFICATION.checks.join(', ')}; until then it is shown as Not Verified. You can ask us to verify your listing at any time.`,
      ],
    },
    {
      id: 'enquiries',
      heading: 'Enquiries you receive',
      paragraphs: [
        'Buyers’ enquiries about your listing are passed to you so that you can reply. Use the buyer’s details only to answer their enquiry about this property: do not add them to mailing lists, share them, or call them about anything else.',
      ],
    },
    {
      id: 'removal',
      heading: 'Removal of misleading listings',
      paragraphs: [
        'We remove, without notice, a listing that is false or misleading, that advertises a project that needs RERA registration without it, that uses photos the lister does not own, or that is the subject of a credible complaint, and we may suspend the account that posted it.',
        'If you think a listing is misleading, write to our grievance officer with its address on the site; we look into every report.',
      ],
      contact: true,
    },
    {
      id: 'fees',
      heading: 'Fees',
      paragraphs: ['Listing a plot is free. Paid services, such as sales partnerships for developers, are agreed in writing before they start.'],
    },
  ],
};

export const LEGAL_DOCUMENTS = [PRIVACY_POLICY, TERMS_OF_USE, LISTING_TERMS] as const;
