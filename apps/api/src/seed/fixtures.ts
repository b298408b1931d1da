/** Static reference data for the demo and scale seeds: US high-school sports photography. */

export const STATES: Array<{ name: string; code: string; taxPercent: string; cities: string[] }> = [
  { name: 'Texas', code: 'TX', taxPercent: '8.25', cities: ['Plano', 'Allen', 'Frisco', 'McKinney', 'Denton', 'Waco'] },
  { name: 'Oklahoma', code: 'OK', taxPercent: '8.50', cities: ['Norman', 'Edmond', 'Tulsa', 'Broken Arrow'] },
  { name: 'Kansas', code: 'KS', taxPercent: '8.75', cities: ['Wichita', 'Olathe', 'Lawrence', 'Manhattan'] },
  { name: 'Missouri', code: 'MO', taxPercent: '8.25', cities: ['Springfield', 'Columbia', 'Joplin', 'Lee’s Summit'] },
  { name: 'Illinois', code: 'IL', taxPercent: '8.75', cities: ['Naperville', 'Peoria', 'Champaign', 'Joliet'] },
];

export const ORGANIZATION_TYPES = ['School', 'Team', 'Venue', 'Booster Club', 'District'] as const;

export const LEVELS: Array<{ name: string; code: string }> = [
  { name: 'Varsity', code: 'VAR' },
  { name: 'Junior Varsity', code: 'JV' },
  { name: 'Freshman', code: 'FR' },
  { name: 'Sophomore', code: 'SO' },
  { name: 'Middle School', code: 'MS' },
  { name: '8th Grade', code: '8TH' },
  { name: '7th Grade', code: '7TH' },
  { name: 'Youth', code: 'YTH' },
  { name: 'Club', code: 'CLB' },
  { name: 'Middle School B', code: 'MSB' },
  { name: 'Varsity Reserve', code: 'VR' },
  { name: 'Elite', code: 'ELT' },
];

export interface SportFixture {
  name: string;
  slug: string;
  /** Gender of its games; undefined = mixed (title leaves it out). */
  gender?: 'boys' | 'girls' | 'coed';
}

export const CATEGORY_GROUPS: Array<{ name: string; slug: string; sports: SportFixture[] }> = [
  {
    name: 'Fall Sports',
    slug: 'fall-sports',
    sports: [
      { name: 'Football', slug: 'football', gender: 'boys' },
      { name: 'Volleyball', slug: 'volleyball', gender: 'girls' },
      { name: 'Cross Country', slug: 'cross-country', gender: 'coed' },
    ],
  },
  {
    name: 'Winter Sports',
    slug: 'winter-sports',
    sports: [
      { name: 'Basketball', slug: 'basketball', gender: 'boys' },
      { name: 'Wrestling', slug: 'wrestling', gender: 'boys' },
      { name: 'Soccer', slug: 'soccer', gender: 'girls' },
    ],
  },
  {
    name: 'Spring Sports',
    slug: 'spring-sports',
    sports: [
      { name: 'Softball', slug: 'softball', gender: 'girls' },
      { name: 'Baseball', slug: 'baseball', gender: 'boys' },
      { name: 'Track & Field', slug: 'track-and-field', gender: 'coed' },
    ],
  },
  {
    name: 'Other Events',
    slug: 'other-events',
    sports: [
      { name: 'Graduation', slug: 'graduation' },
      { name: 'Media Day', slug: 'media-day' },
      { name: 'Team Portraits', slug: 'team-portraits' },
    ],
  },
];

export const SHOT_TYPES = ['Action', 'Portrait', 'Team', 'Celebration'] as const;

/** Checkout questions every sport asks; `shotCard`: printed on the shot card (the name is there anyway). */
export const CATEGORY_QUESTIONS: Array<{
  text: string;
  type: 'text' | 'select';
  label: string;
  shotCard: boolean;
  productCategory?: string;
  options?: readonly string[];
}> = [
  { text: 'Player name', type: 'text', label: 'Player', shotCard: false },
  { text: 'Jersey number', type: 'text', label: 'Jersey', shotCard: true },
  { text: 'Shot type', type: 'select', label: 'Shot', shotCard: true, productCategory: 'Prints', options: SHOT_TYPES },
];

export const PRODUCT_CATEGORIES = [
  { name: 'Digital', description: 'Full-resolution downloads delivered by e-mail.' },
  { name: 'Prints', description: 'Lab prints shipped to the customer.' },
  { name: 'Packages', description: 'Bundles of digital files and prints.' },
] as const;

export const PRODUCTS: Array<{ name: string; category: string; price: number; description: string }> = [
  {
    name: 'Digital Download',
    category: 'Digital',
    price: 2999,
    description: 'Every photo of your athlete from the event, full resolution.',
  },
  {
    name: 'Single Digital Image',
    category: 'Digital',
    price: 999,
    description: 'One full-resolution image of your choice.',
  },
  {
    name: 'Action Shot Print 8x10',
    category: 'Prints',
    price: 1999,
    description: 'A lustre 8x10 print of your favourite action shot.',
  },
  { name: 'Team Photo Print 11x14', category: 'Prints', price: 2499, description: 'The team photo as an 11x14 print.' },
  { name: 'Poster 18x24', category: 'Prints', price: 3999, description: 'A custom 18x24 player poster.' },
  {
    name: 'Memory Mate 8x10',
    category: 'Prints',
    price: 2299,
    description: 'Team and individual photo on one 8x10 mat.',
  },
  {
    name: 'Player Portrait Package',
    category: 'Packages',
    price: 7999,
    description: 'Portrait digitals plus two 8x10 prints.',
  },
  {
    name: 'Season Highlights Package',
    category: 'Packages',
    price: 14999,
    description: 'All digitals of the season and a highlights poster.',
  },
];

/** School mascots, paired with the school town to name its team ("Plano Wildcats"). */
export const MASCOTS = [
  'Wildcats',
  'Eagles',
  'Panthers',
  'Mustangs',
  'Falcons',
  'Tigers',
  'Bulldogs',
  'Rams',
  'Cougars',
  'Hornets',
  'Lions',
  'Bobcats',
  'Warriors',
  'Spartans',
  'Knights',
  'Raiders',
  'Vikings',
  'Broncos',
  'Wolves',
  'Trojans',
];

export const STREET_NAMES = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Park Blvd',
  'Lincoln Ave',
  'Elm St',
  'Cedar Ln',
  'Washington St',
  'Pine Rd',
  'College Ave',
];
export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];
export const PAYMENT_METHODS = ['card', 'card', 'card', 'apple_pay', 'google_pay'] as const;

/** More towns for the scale seed's schools. */
export const SCALE_TOWNS = [
  'Amarillo',
  'Lubbock',
  'Abilene',
  'Tyler',
  'Longview',
  'Lufkin',
  'Temple',
  'Killeen',
  'Round Rock',
  'Georgetown',
  'Cedar Park',
  'San Marcos',
  'New Braunfels',
  'Katy',
  'Cypress',
  'Conroe',
  'Midland',
  'Odessa',
  'Lawton',
  'Enid',
  'Stillwater',
  'Ponca City',
  'Shawnee',
  'Ardmore',
  'Muskogee',
  'Bartlesville',
  'Owasso',
  'Jenks',
  'Topeka',
  'Salina',
  'Hutchinson',
  'Emporia',
  'Derby',
  'Shawnee Mission',
  'Garden City',
  'Dodge City',
  'Hays',
  'Leavenworth',
  'Independence',
  'Blue Springs',
  'St. Charles',
  'O’Fallon',
  'Rolla',
  'Cape Girardeau',
  'Sedalia',
  'Jefferson City',
  'Kirksville',
  'Hannibal',
  'Aurora',
  'Elgin',
  'Rockford',
  'Bloomington',
  'Normal',
  'Decatur',
  'Quincy',
  'Danville',
  'Kankakee',
  'Carbondale',
  'Edwardsville',
  'Wheaton',
];
