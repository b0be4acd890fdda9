/** Where a problem clearly belongs, when its subject says so. */
export interface ProblemScope {
  department?: string;
  location?: string;
}

/** [subject (at most 50 characters), what users see, scope] for the seeded problems. */
export const PROBLEM_CATALOGUE: readonly (readonly [string, string, ProblemScope?])[] = [
  [
    'Email delivery delays for Finance',
    'Outbound mail from the Finance team sits in the queue for up to 40 minutes before delivery.',
    { department: 'Finance' },
  ],
  [
    'VPN drops every 30 minutes',
    'Remote users lose the SSL-VPN tunnel roughly every half hour and must sign in again.',
  ],
  [
    'Outlook repeatedly prompts for credentials',
    'Outlook desktop asks for the password several times a day after the MFA rollout.',
  ],
  [
    'Shared drives fail to map at login',
    'The S: and T: drives are missing after login until the user runs the mapping script.',
  ],
  [
    'Printer queue on 3rd floor stalls',
    'Jobs sent to the 3rd-floor printers stay in the queue until the spooler is restarted.',
  ],
  [
    'Teams calls drop after five minutes',
    'Audio and video calls end abruptly around the five-minute mark for office users.',
  ],
  [
    'ERP invoice export produces empty PDFs',
    'Exported invoices open as blank PDFs when they contain more than 20 lines.',
  ],
  [
    'Intermittent Wi-Fi loss in meeting rooms',
    'Laptops in meeting rooms 3 to 6 drop off the corporate wireless several times an hour.',
  ],
  ['CRM dashboard takes over a minute to load', 'The sales dashboard times out or loads slowly during business hours.'],
  ['MFA push notifications arrive late', 'Authenticator prompts arrive after the sign-in window has expired.'],
  [
    'Payroll report totals do not match ledger',
    'The monthly payroll summary differs from the general ledger by a few hundred pounds.',
    { department: 'HR' },
  ],
  [
    'Laptops fail to boot after firmware update',
    'Some Latitude laptops show a black screen after the latest BIOS update.',
  ],
  [
    'File server slow every afternoon',
    'Opening files on the main file server takes several seconds between 2pm and 5pm.',
  ],
  [
    'Backup jobs fail on Sunday nights',
    'The weekly full backup fails with a snapshot timeout on the database volumes.',
  ],
  ['Calendar invites duplicated for shared rooms', 'Meeting room calendars receive two copies of every booking.'],
  [
    'Mobile email sync stops after password change',
    'Phones stop syncing mail until the account is removed and added again.',
  ],
  [
    'HR portal single sign-on loops',
    'Users are redirected between the HR portal and the identity provider indefinitely.',
    { department: 'HR' },
  ],
  ['Remote desktop sessions freeze', 'RDP sessions to the terminal servers freeze for 30 seconds at a time.'],
  [
    'Attachments wrongly quarantined by mail filter',
    'Legitimate zip and xlsm attachments from suppliers are being quarantined.',
  ],
  [
    'Intranet unreachable from Berlin office',
    'The intranet site times out from the Berlin network but works over VPN.',
    { location: 'Berlin Office' },
  ],
  [
    'Laptop batteries drain within an hour',
    'A batch of laptops bought last spring lose charge far faster than expected.',
  ],
  ['Docking station USB ports stop working', 'Keyboards and mice on docking stations stop responding after sleep.'],
  [
    'Month-end ERP batch overruns window',
    'The month-end close jobs run past 8am and block users from posting journals.',
    { department: 'Finance' },
  ],
  [
    'Certificate warnings on internal sites',
    'Browsers show certificate warnings on several internal web applications.',
  ],
  ['Timesheet submissions rejected at week end', 'The timesheet system rejects submissions made after 5pm on Fridays.'],
  [
    'OneDrive sync stuck on processing changes',
    'The sync client never finishes processing changes for users with large libraries.',
  ],
  ['Guest Wi-Fi portal does not load', 'Visitors see a blank page instead of the guest Wi-Fi sign-in portal.'],
  ['Accounts lock out without user action', 'Several accounts lock out overnight although the users were not working.'],
  ['Screen sharing fails in video meetings', 'Shared screens show as black for other participants on the new laptops.'],
  [
    'Internet very slow at Manchester office',
    'Web browsing and cloud apps are very slow at the Manchester office at peak times.',
    { location: 'Manchester Office' },
  ],
  [
    'Scanner emails arrive with blank pages',
    'Documents scanned to email from the multifunction devices arrive as blank pages.',
  ],
  ['Shared mailboxes disappear from Outlook', 'Auto-mapped shared mailboxes vanish from Outlook after a restart.'],
  ['Expense app returns server errors', 'Submitting an expense claim with a receipt photo fails with a server error.'],
  ['Desk phones lose dial tone', 'Handsets on the 2nd floor intermittently lose dial tone and need a reboot.'],
  [
    'Salesforce login redirect loop',
    'Sales staff cannot sign in to Salesforce through the company sign-in page.',
    { department: 'Sales' },
  ],
  [
    'Excel crashes on large workbooks',
    'Excel closes without warning when opening finance workbooks over 50 MB.',
    { department: 'Finance' },
  ],
  [
    'Website contact form stops sending mail',
    'Enquiries submitted through the public contact form never reach the sales inbox.',
    { department: 'Marketing' },
  ],
  ['Password reset emails not received', 'Self-service password reset emails are delayed or never delivered.'],
  [
    'Antivirus blocks the CRM Outlook plugin',
    'The endpoint protection agent quarantines the CRM plugin after every update.',
  ],
  [
    'Meeting room displays show no signal',
    'Wireless presentation fails in the large meeting rooms after the display update.',
  ],
  ['Database reports time out overnight', 'Scheduled reporting queries time out against the data warehouse.'],
  [
    'New starters missing default applications',
    'Laptops built for new starters are missing the standard application bundle.',
  ],
  ['Software installs blocked by policy', 'Approved applications fail to install from the company portal.'],
  [
    'Phishing emails bypass the mail filter',
    'A wave of credential-harvesting emails reached inboxes despite filtering.',
  ],
  ['Jira permissions reset after upgrade', 'Project roles in Jira reverted to defaults after the last upgrade.'],
  [
    'Out-of-office replies not sent externally',
    'Automatic replies reach internal senders but never external contacts.',
  ],
  [
    'Encrypted PDFs from the bank fail to open',
    'Statements sent by the bank as encrypted PDFs fail to open in the default viewer.',
  ],
  [
    'DNS resolution slow for cloud services',
    'Name lookups for cloud services take several seconds from the office networks.',
  ],
  ['Print server drops mapped printers', 'Users lose their mapped printers after the print server restarts overnight.'],
  [
    'Keyboard keys stick on one laptop model',
    'A laptop model shows repeated or stuck key presses after a few months of use.',
  ],
  [
    'Storage array latency spikes at noon',
    'The main storage array shows latency spikes that slow virtual machines at noon.',
    { department: 'IT Operations', location: 'Slough Data Centre' },
  ],
  [
    'SQL cluster fails over unexpectedly',
    'The reporting SQL cluster fails over to the secondary node without a clear cause.',
  ],
  ['Legacy fax server drops inbound faxes', 'Inbound faxes from suppliers are lost when two arrive at the same time.'],
  [
    'Web proxy blocks approved SaaS tools',
    'The web proxy categorises several approved SaaS tools as uncategorised and blocks them.',
  ],
  [
    'Conference bridge numbers fail abroad',
    'Dial-in numbers for the conference bridge fail from Singapore and Berlin.',
    { location: 'Singapore Office' },
  ],
  [
    'Laptop fans run loud under light load',
    'Several laptops run their fans at full speed while idle after the driver update.',
  ],
  ['Email signatures missing on mobile', 'Central email signatures are not applied to messages sent from phones.'],
  [
    'Self-service portal search returns nothing',
    'Searching the knowledge base in the self-service portal returns no results.',
  ],
  [
    'Time drift on domain controllers',
    'Clocks on two domain controllers drift, causing Kerberos errors for some users.',
  ],
  [
    'Files saved to desktop go missing',
    'Files saved to the desktop disappear after the known-folder move policy applied.',
  ],
  [
    'Bluetooth headsets disconnect during calls',
    'Bluetooth headsets drop the connection during calls on the new laptop model.',
  ],
  ['Firewall CPU spikes during backups', 'The perimeter firewall reaches full CPU while offsite backups run.'],
  [
    'Users cannot join the guest network',
    'Staff devices are refused by the guest network after the captive portal change.',
  ],
  [
    'Reporting portal shows stale data',
    'The management reporting portal shows figures from the previous day until noon.',
  ],
];
