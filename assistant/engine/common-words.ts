/**
 * Everyday words of chat messages. None of them is part of a person's name here, and none is read as a
 * typo of a vocabulary word ("chill" is not "child", "lunch" is not "launch").
 */
const COMMON = `
a an the me my mine i im ive id you your yours u ur we us our they them their he she him her his it its
this that these those there here who whom whose what whats which where when how why is are am was were be been
being do does did done doing have has had having can could would should will shall may might must
for in at from of to with without on off by about into onto over under near around based within than then
and or but nor not no yes yeah yep yup nope ok okay k sure fine cool great nice good awesome perfect alright
please pls plz thanks thank thx ty tnx cheers welcome hi hello hey hiya heya howdy namaste yo sup greetings
morning afternoon evening night day bye goodbye later see soon
some any all every each either neither both none nothing anything everything something someone anyone
everyone somebody anybody nobody one two three few many much more most less least lot lots very really just
only also too so such own other another same new old next last first again now today tomorrow
show find search look looking need needs needed want wants wanted get got give take send tell let know help
like love prefer try trying hire hiring book booking cast casting call called named name names
talent talents people person persons profile profiles result results list view load page contact support
email mail whatsapp login logout log sign signup register account category categories type types kind kinds
gender genders city cities location locations place age ages group project projects option options
skip matter matters care whatever doesnt dont cant wont isnt not sure maybe
role roles lead leads main side good best top available experienced professional fresh new talented
job work works working gig gigs shoot shooting video videos photo photos campaign campaigns
start restart reset clear again menu back go ahead anyway
chill lunch danger state point motel modes grand
speaking speaker speakers speak speaks spoken fluent fluently native who can character characters scene scenes
record recording recorded shoots script audition auditions ideally urgent also actually instead rather
still even bit little slightly tad more less somewhat
chahiye chaiye chahie chahiyeh chaahiye ke liye ki ka mein me mai main wala wali wale walon type look looks saal
ek koi hai hain karo kar dikhao dikhaye dikhana ye yeh woh wo jo bole bolti bolta bolte humein hume hamein
mujhe muje aur ya bhi sirf bas se tak kya kaun achha accha thoda zyada jyada bilkul ji hona chahte chahta chahti
price prices pricing cost costs fee fees charges payment
sab hatao naya nayi naye shuru phir dobara iske uske jaisa jaisi jaise karna dena de
`

export const COMMON_WORDS: ReadonlySet<string> = new Set(COMMON.split(/\s+/).filter(Boolean))
