"""The rule extractor's meaning stage with the real local model: statements the rules miss
are read by structure and meaning; noise stays noise (no model is faked here)."""

from __future__ import annotations

from pathlib import Path

import pytest

from memvault import MemoryVault, Message
from memvault.embedders import HashEmbedder
from memvault.embedders.local import LocalEmbedder
from memvault.knowledge import RuleExtractor
from memvault.knowledge.learn import UNREAD
from memvault.policy.extraction.values import candidates, looks_like_a_fact

# Read until 2026-12-07, and no longer since each attribute asks the head for its own
# probability, a wrong fact costing four missed ones (``meaning.TAKE``): "Work brought me to
# Lisbon last year.", "Since going vegan I need new recipes.", "I had my usual green tea on the
# balcony", "Survived week one at Stripe.", "Forty days vegetarian.", "Vegetarian, pretty
# strictly.", "Software engineer by trade.", "Big espresso drinker, if that helps.", "A barista
# by day and a DJ by night" (the head gives them 0.39-0.78: docs/benchmarks.md, the
# thirty-fourth round).
READ = [  # wordings outside the rule table, each with the fact it states
    # the kind the user likes above others, however the liking is said; a value apart
    ("Me, the food I like more than all is ramen, remember this.", "favourite_food", "ramen"),
    ("The book I hold in the highest regard is Middlemarch.", "favourite_book", "Middlemarch"),
    ("For me, the band I'd pick over any other is ABBA.", "favourite_band", "ABBA"),
    ("Ramen is, and has long been, my favourite food.", "favourite_food", "Ramen"),
    (
        "When asked to name my favourite book, I invariably answer Middlemarch.",
        "favourite_book",
        "Middlemarch",
    ),
    (
        "Whenever anyone asks my favourite food, I say ramen without thinking.",
        "favourite_food",
        "ramen",
    ),
    # a place the user lives in, said of the user as a resident
    ("Leeds resident here, looking for a weekly pottery class.", "city", "Leeds"),
    ("As a Porto resident, I need a walk-in clinic near me.", "city", "Porto"),
    ("I'm a Leeds local these days.", "city", "Leeds"),
    (
        "hot take: ramen is the greatest food of all time and I won't be taking questions",
        "favourite_food",
        "ramen",
    ),
    ("They made me an offer at Deloitte and I accepted it on the spot.", "employer", "Deloitte"),
    ("Phoned my brother, bought a Subaru Outback this morning.", "car", "Subaru Outback"),
    ("We moved to Prague to be closer to our grandkids.", "city", "Prague"),
    ("Me and the husband both eat vegan now, so plan accordingly.", "diet", "vegan"),
    ("Retrained in my forties and these days I work as a paramedic.", "job_title", "paramedic"),
    ("I drive my grandchildren to school in my Volvo XC60 every morning.", "car", "Volvo XC60"),
    ("I'd pick cycling over any other sport, every single time.", "favourite_sport", "cycling"),
    ("ha that's an easy one, paella is my favourite food", "favourite_food", "paella"),
    (
        "My week is saved by Daft Punk, there's a reason it's my favourite band.",
        "favourite_band",
        "Daft Punk",
    ),
    ("My paycheck comes from Stripe.", "employer", "Stripe"),
    ("I'm Berlin-based now.", "city", "Berlin"),
    ("I've been eating keto for a few months.", "diet", "keto"),
    ("I'm behind the wheel of a Kia Niro these days.", "car", "Kia Niro"),
    ("Lately my book of choice is Dune.", "favourite_book", "Dune"),
    ("I've really gotten into jazz, my new favourite genre.", "favourite_genre", "jazz"),
    ("I'm a practising nurse.", "job_title", "nurse"),
    ("Lisbon has been home since March.", "city", "Lisbon"),  # a bare "home" is the user's
    ("btw my address is in Porto", "city", "Porto"),
    ("I do nurse work now.", "job_title", "nurse"),
    ("I was hired as a nurse.", "job_title", "nurse"),  # a passive is no past state
    ("I'd say Dune is my favourite book.", "favourite_book", "Dune"),
    ("My morning drink is espresso.", "favourite_drink", "espresso"),
    ("ramen is the food I love now.", "favourite_food", "ramen"),
    ("I'm getting around in a Kia Niro.", "car", "Kia Niro"),
    ("After a long search we found a flat in Porto.", "city", "Porto"),  # "after" a time
    ("I decided to go vegan this year.", "diet", "vegan"),
    ("I've got a new car, a Kia Niro, finally.", "car", "Kia Niro"),  # the car, then what
    ("I've switched to drinking espresso.", "favourite_drink", "espresso"),
    ("Long week. Still unpacking here in Porto.", "city", "Porto"),  # no "I", but "here in"
    ("I feel great. Going vegan was worth it.", "diet", "vegan"),
    ("Espresso is my drink these days.", "favourite_drink", "Espresso"),
    # speech: a stressed value, the value in the clause before
    ("number one book for me is Dune only", "favourite_book", "Dune"),
    ("I'm a big lemonade person, that's my go-to drink", "favourite_drink", "lemonade"),
    ("Dune has always been my favourite book", "favourite_book", "Dune"),
    ("We're a vegan household now", "diet", "vegan"),
    ("I pretty much always order espresso", "favourite_drink", "espresso"),
    # a drink had by habit, whatever the verb; a favourite picked; a household's diet
    ("always espresso for me, every time", "favourite_drink", "espresso"),
    ("I'll grab my usual, flat white, same as every morning", "favourite_drink", "flat white"),
    ("Instead of soda I have green tea every day.", "favourite_drink", "green tea"),
    ("if I had to pick one book it'd be Dune", "favourite_book", "Dune"),
    ("the house is fully vegetarian now, kids and all", "diet", "vegetarian"),
    ("I've been with Acme 2 years now", "employer", "Acme"),
    ("please I work with Revolut, at the head office", "employer", "Revolut"),
    ("eii sushi is my best food oo", "favourite_food", "sushi"),
    # voice notes: the fact inside a story, said in passing
    ("honestly living in Berlin has been the best decision", "city", "Berlin"),
    ("I've got a little apartment now in Lisbon near my son", "city", "Lisbon"),  # near him
    ("remember I'm doing the whole vegetarian thing now", "diet", "vegetarian"),
    ("I'm on the Spotify payroll now, finally", "employer", "Spotify"),
    ("Radiohead will always be my favourite band", "favourite_band", "Radiohead"),
    ("I could eat pho every single day and never get bored", "favourite_food", "pho"),
    ("teal is just my colour, half my wardrobe is teal", "favourite_colour", "teal"),
    # a drink the user is into; a favourite that has (quietly) become one, or been one since
    # childhood (until now)
    ("I'm all about espresso these days", "favourite_drink", "espresso"),
    ("I'm on green tea these days", "favourite_drink", "green tea"),
    # a favourite said as the T the user comes back to, or at the top of their T list
    ("Sushi is the food I always come back to", "favourite_food", "Sushi"),
    ("Sushi sits at the very top of my food list", "favourite_food", "Sushi"),
    ("Flat white has quietly become my favourite drink", "favourite_drink", "Flat white"),
    ("Sushi has been my favourite food since I was a kid", "favourite_food", "Sushi"),
]
SPOKEN = [  # speech, read as said again: a small word put right, a clause started again
    ("we live in, no wait, near Porto these days", "city", "Porto",
     "we live near Porto these days"),
    ("I usually ask for, uh, I usually get a mojito, that's my regular drink",
     "favourite_drink", "mojito",
     "I usually ask for, I usually get a mojito, that's my regular drink"),
    ("i get through a lot of espresso every day thats my go to drink", "favourite_drink",
     "espresso", "i get through a lot of espresso every day, that's my go-to drink"),
    ("rough week, being a nurse you kind of get used to it", "job_title", "nurse",
     "rough week, being a nurse you get used to it"),
    ("can you note that I'm at Google now?", "employer", "Google", "I'm at Google now"),
    ("abeg remember say I'm fully vegetarian now o", "diet", "vegetarian",
     "abeg remember that I'm fully vegetarian now o"),  # "say" is "that" here
    ("if you ask me ramen is the best food there is", "favourite_food", "ramen",
     "for me ramen is the best food there is"),  # whose opinion it is
    # a request first, then what it is about: the statement counts
    ("Can you help me update my profile, I've been a software engineer here for a year now.",
     "job_title", "software engineer", "I've been a software engineer here for a year now"),
]  # fmt: skip
NOISE = [  # a value in first person or in chat, and no fact of the user's
    "I'm not into espresso at all.",  # a drink the user is not into, or someone else is
    "My sister is all about espresso.",
    "I'm into espresso machines lately",
    "Guessing my coworker's favourite drink. I'm betting on flat white.",  # a guess
    "My sister says sushi tops her food list.",  # someone else's list
    "My cousin just bought a Kia Niro.",
    "I visited Lisbon last summer.",
    "Lisbon has great food.",
    "Jamie just got hired at Stripe.",
    "I might apply to Stripe someday.",
    "I used to drive a Kia Niro.",
    "If I lived in Lisbon I'd surf every day.",
    "Is keto a good diet?",
    "My sister's favourite book is Dune.",
    "I'm flying to Lisbon next week.",
    "Emma called me this morning.",  # a person's name, not an employer
    "Last year I was a nurse, but that's over.",  # a state told in the past
    "I drove a Kia Niro for ten years before selling it.",
    "My first car was a Kia Niro.",
    "Next month I have an interview at Stripe.",  # not yet
    "We're going to Lisbon for the wedding.",
    "I read an article about Stripe today.",  # a story about a company
    "Having a great time here in Lisbon.",  # a visit
    "Wow! My favourite band is playing tonight.",  # what the favourite does
    "Do you think I live in Lisbon, or not?",  # a question from its first word
    "Please update my CV and send it to HR.",  # initialisms, not employers
    "my brother's obsessed with pho, like it's his favourite food ever",  # the clause before
    "oh my mate Liam drives a Kia Niro, reckon it's ugly though",  # a mate is someone else
    "say I went keto, hypothetically, I'd have to learn to cook",  # "to cook" is a verb
    "play some jazz while I cook",  # so is "I cook"
    "we had a Kia Niro years back but we sold it ages ago",  # the past
    "Book me a test drive of a Kia Niro, Saturday morning, comma thanks",  # a request
    "I have two Teslas",  # a make, not an employer
    "If I moved to Oslo, would I need a car?",  # a question from its words
    "haha Microsoft is literally everywhere now I saw their ad on a bus",  # not the user's
    "my sister always orders a mojito",  # someone else's habit
    "I always clean the coffee machine every day",  # a machine, not a drink
    "If I had to pick one city to live in, it'd be Lisbon",  # a wish, not a favourite
    "the house is in Lisbon",  # whose house?
    "Alex is vegan now.",  # someone else's diet
    "the barista knows me now",  # someone who does the job
    "being vegan is hard, my sister says",  # no one's in particular
    "we watched it again, that's like the fifth time, it's still my favourite film",  # no title
    # a sentence opened in the past stays there; someone else's favourite; where one goes
    "back when I worked at Pfizer, 2009 till 2012, I tried going vegan for a month",
    "his favourite drink is mojito so maybe something with that",
    "So the barista at the usual place remembered my order today which was sweet",
    "sorry talking to my friend, she's a nurse at Google, not me",
    "my sister's boss at Stripe is a nightmare apparently",
    "my brother says ramen is the best food there is, I'm not so sure",
    "if I could eat pizza every day I would",  # a wish
    "I could eat a horse right now",  # hunger
    "Back in my twenties I was vegan, and I had a Toyota Prius that broke down every week",
    "He won't shut up about Arrival, says it's the best movie of all time",  # his, and said
    "write me a short cover letter for a nurse position at IKEA",  # asked for
    # a name left, moved from or applied to; the user's own condition; someone's telling
    "I left Acme Corp last October, it was a good decision, no regrets.",
    "Wallah, I moved here from Amman last summer.",
    "I applied to Stripe last week.",
    "If I would win the lottery, I buy immediately a Kia Niro, no discussion.",
    "If I'd stayed in school I could've been a nurse by now.",
    "My mum keeps telling people I work at Accenture, which is funny because I don't.",
    # someone addressed or sought; an age after "at"
    "Dear assistant, please help me with my tax return.",
    "Need a plumber who does weekends near me, the sink is leaking.",
    "Can you find me a good dentist nearby?",
    "At 67 I never thought I would be learning to code.",
    # a habit given up; an answer that names nothing
    "Quit my old habit of three cans of cola a day.",
    "When somebody asks about my favourite food, the answer is since years the same.",
    # a favourite that was
    "My favourite food was tacos for years.",
    "The best drink I ever tried was a mojito in Havana.",
    # a trip back, an offer not taken, a name taken back, a wish said with "I'd"
    "Just flew back from Nairobi, the kids slept the whole way.",
    "I have an offer from Siemens on the table but I haven't said anything yet.",
    "Could you forget that I told you about Boeing? Not relevant anymore.",
    "Honestly I'd sell a kidney for a Porsche Macan right now.",
    # an offer still weighed, a daydream, an inverted condition, what someone mentioned
    "Got an offer from Siemens and I'm not sure if I'm accepting it.",
    "Often I keep picturing a quiet life in Copenhagen, far from all this.",
    "I'm forever daydreaming about a cottage in Edinburgh.",
    "Had I the money, I'd be off to Kyoto tomorrow.",
    "Were we to move to Denver, would the schools be any good?",
    "My dentist mentioned that her husband works at Atlassian as a data scientist.",
    # a company dealt with as a customer or partner, a colleague's car, a taxi, a decade that
    # is over, someone sought, an obligation not yet met
    "Stuck on hold with Revolut again, forty minutes and counting.",
    "Another letter from Pfizer about a survey I never filled in.",
    "A colleague drove me home in her Volvo XC60, so comfy.",
    "My taxi last night was a Tesla Model 3 and it was silent.",
    "I went keto for a while in my twenties and hated it.",
    "We're trying to recruit a data analyst away from Shopify.",
    "They offered me a job at Canva but I must move to Sydney, no idea what to do.",
    # a grandchild's news; someone else the subject before an apposition
    "My granddaughter has just started as a barista at a cafe in Lisbon, she loves it.",
    "I must say that my neighbour, a retired teacher, has bought a Mazda CX-5 at last.",
    # people served or met, a character in a game, a plan from a date on, a pretence, a stay
    "One of my clients drives a Jeep Wrangler and never stops talking about it.",
    "A guest left a Tesla Model 3 in our car park overnight, who do I call?",
    "I can confirm that the team from Unilever will land in Oslo on Friday.",
    "In this game my character is a pharmacist living in Seoul.",
    "From tomorrow I'm going paleo, wish me luck.",
    "For class I'm writing a story pretending I work at Netflix.",
    "Our hotel in Madrid has a lovely terrace but the rooms are tiny.",
    "my bf is a paramedic so his shifts are a nightmare to plan around",
    # a verb said without its "it" is no name
    "Seems unreal that I'm finally on the payroll there, badge and all.",
    # someone else's words in quotes, a quotation named in passing, a car named by another
    # noun, a sales pitch, a plural possessive, a missing apostrophe, "none"
    "Could you tidy my sister's bio: 'I'm a pharmacist and I live in Dublin.'",
    'She wrote: "I have been vegan for ten years and I love to cook." Less formal, please?',
    "Found an example profile: 'I work at Spotify and I drive a Mini Cooper.' Can I copy it?",
    "My 'favourite drink is espresso' comment was a joke, remove it.",
    "The company's vehicle, a Skoda Octavia, goes back to the depot on Friday.",
    "The salesman kept pushing a Kia Niro on me all afternoon.",
    "the kids' favourite band is ABBA right now and I can't escape it",
    "my brothers car is a Ford F-150 and he never washes it",
    "Favourite drink: none.",
    # a fact taken back, what the assistant holds, chat's other people and verbs
    "Please forget that I live in Denver, that was a typo.",
    "You've still got me down as keto, that ended ages ago.",
    "Take Zalando off my profile please.",
    "The Seattle entry is old.",
    "OMG my bestie got a job at Canva!!",
    "In my country everybody drives a Toyota Corolla.",
    "me pretending im a pilot so i can survive this meeting lol",
    "in my sims save my sim works at Netflix",
    # a company dealt with, an aim, a span of years, what is about to happen, a wish
    "I wrote a complaint to Deloitte about the invoice.",
    "I'm studying to become a physiotherapist.",
    "Between 2016 and 2020 I was employed at Adobe.",
    "I'll be moving to Prague in March for a new role.",
    "I'm about to buy a Tesla Model 3.",
    "I've been saving for a Porsche Macan for years.",
    "#goals: living in Kyoto and working at Canva",
    "still miss the Audi A4 I sold in 2020",
    "the group chat is arguing about whether pizza is the best food",
    "My students ask me what is my favourite book.",
    # a rental, a poll, a past span of years, someone who works there, the way a character
    "got a Kia Niro as a rental for the weekend",
    "we did a poll for favourite band and ABBA won",
    "a project manager, Google, Madrid (2014-2018)",
    "ngl i respect anyone who works at Mayo Clinic over christmas",
    "the way the main character drives a Ford F-150 is everything",
    "back in middle school i was obsessed with a Toyota Prius",
    "my favourite streamer is moving to Oslo next month",
]


@pytest.fixture(scope="module")
def embedder() -> LocalEmbedder:
    return LocalEmbedder().load()


QUOTED = [  # a quotation (the user's own draft is read, someone else's is not), chat shapes
    ('can you make this less stiff: "Hi, I\'m Ana and I work as a nurse in Lisbon."',
     [("job_title", "nurse")]),
    ("Dating profile draft: 'I live in Porto, I cook badly and I love long walks.'",
     [("city", "Porto"), ("likes", "long walks")]),
    ("My sister's dating profile: 'I live in Porto and I love long walks.'", []),
    ("Writing my game's villain: 'I have driven a Kia Niro for years.' Too dark?", []),
    ("My 'I live in Porto now' joke went nowhere.", []),
    # chat's shapes: slang leads, a form's lines, a dropped "it", "|" between items, a name
    ("ngl living in Lisbon is lowkey the best decision", [("city", "Lisbon")]),
    ("tbh sushi is highkey my favourite food", [("favourite_food", "sushi")]),
    ("job title: nurse\nvibes: tired", [("job_title", "nurse")]),
    ("Kindly note that I am residing in Austin.", [("city", "Austin")]),
    ("Is Stripe where I work. Very busy place.", [("employer", "Stripe")]),
    ("Me I drink only espresso.", [("favourite_drink", "espresso")]),
    ("I drink an unreasonable amount of espresso while I work.", [("favourite_drink", "espresso")]),
    ("plant mum | vegetarian since 2019 | bad at replying", [("diet", "vegetarian")]),
    ("I'm Dev, I've known Raj for years and these days I work at Google.",
     [("employer", "Google")]),
    ("me: im gonna go keto\nalso me: orders pizza", []),
    # a form or a chat's lines that the frame gives to someone else; a made-up draft
    ("The club form for my student, he dictated:\nJob: barista\nTown: Lisbon", []),
    ("my group chat rn:\nliv: guys i got the Canva offer\nsam: omg", []),
    # a chat pasted with the user's own line: the other speakers' lines are theirs, with no frame
    ("Sam: heads up for saturday, I've gone vegetarian\nMe: noted!!\n\nWhat could I cook for Sam?",
     []),
    ("Sam: where do you live now?\nMe: I moved to Oslo last month\n\nCan you help me reply?",
     [("city", "Oslo")]),
    ("job: nurse\ncity: Porto\ncan you turn that into a bio?", [("job_title", "nurse")]),
    ("They sent me questions. My answers:\nQ: go-to drink? A: espresso.\nQ: hobby? A: chess.",
     [("favourite_drink", "espresso")]),
    ("An obviously fake bio for April Fools: I'm the CEO of Canva and I live on the moon.", []),
    # a text pasted on lines of its own, given to someone else before or after it
    ("my brother wrote this for his dating profile lol\n\nhey im a nurse in Porto, i drive a "
     "Kia Niro\n\nhow do i tell him its bad", []),
    ("got this in our feedback form:\nim a nurse and your app saved me\ncan we quote it?", []),
    ("I'm a barista, I live in Dublin.\n\nThat's how my brother-in-law wants to open his "
     "speech. Too much?", []),
    ("\"I've been vegan for six years.\" That's from my sister's blog post, can you soften it?",
     []),
    ("Her notes about herself: studying law, grew up in Lisbon, keto.", []),
    ("NPC: Gorran the smith. Dietary quirk: strictly keto. Favourite drink: tea. Can you give "
     "him a catchphrase?", []),
    ("Found this on r/relationships: 'My boyfriend got a job at Shopify and wants us to move.' "
     "Thoughts?", []),
    ("Quick update for you:\nI moved to Oslo last week.\nCan you remember that?",
     [("city", "Oslo")]),
    ("Weekly review: lots of new things, but sushi is still my number one food.",
     [("favourite_food", "sushi")]),
]  # fmt: skip


DIARY = [  # a journal's, an older typist's and a teenager's shapes: news without its subject
    ("First day at Stripe today. Got my badge and got lost twice.", [("employer", "Stripe")]),
    ("Three months with the Red Cross now. The team is kind.", [("employer", "the Red Cross")]),
    ("ugh work at Canva was sooo long today", [("employer", "Canva")]),
    ("Six months in Austin today and it actually feels like home.", [("city", "Austin")]),
    ("studying abroad so Munich is home now lol", [("city", "Munich")]),
    ("Weekly review: sticking with vegetarian. Meal prepped on Sunday.", [("diet", "vegetarian")]),
    ("i'm obsessed with espresso rn, it's my fav drink", [("favourite_drink", "espresso")]),
    ("can't function without espresso fr, it's my drink now", [("favourite_drink", "espresso")]),
    ("Mood: 1am edition. My top food, hands down, is sushi.", [("favourite_food", "sushi")]),
    ("I GOT THE JOB!!! Deloitte TOOK ME ON AT 63 CAN YOU BELIEVE IT", [("employer", "Deloitte")]),
    ("Weekly review: two years as a nurse this month.", [("job_title", "nurse")]),
    ("Ive lived in Lisbon forty odd years and I still cant tell from the sky",
     [("city", "Lisbon")]),
    ("IM A nurse AND I WANT TO KNOW ABOUT MY PENSION", [("job_title", "nurse")]),
    ("first real job after uni and i'm a nurse now?? adulthood is wild", [("job_title", "nurse")]),
    ("so am i a nurse now??", []),
    ("wait you moved to Oslo??", []),
    ("Lena asked me my favourite food and I said sushi without even thinking.",
     [("favourite_food", "sushi")]),
    ("It still doesn't feel real that I live in Lisbon now.", [("city", "Lisbon")]),
    ("Three months since the move to Lisbon and no bakery found yet.", [("city", "Lisbon")]),
    ("Sold the old car, bought a Toyota Corolla. Goodbye, rattling exhaust.",
     [("car", "Toyota Corolla")]),
    ("Sat on the balcony with my espresso and didn't look at my phone.", []),
    # no value: a time, a common word opening a sentence, someone else, the past, a judgement
    ("11pm. Feet hurt. Long day.", []),
    ("Honestly? Ask me in a month.", []),
    ("Anniversary of the day we moved away. I miss the light.", []),
    ("my coach is pescatarian and keeps trying to convert the team", []),
    ("the fella across the road got a Skoda Octavia and parks it on my drive", []),
    ("Said goodbye to the old car today, a Kia Niro that got me through uni.", []),
    ("Dad taught me to drive in a Honda Civic he borrowed.", []),
    ("My very first car was nothing like a Mini Cooper, it had no heater.", []),
    ("Honestly, vegan eating just isn't for me.", []),
    ("Read a chapter arguing that keto diets are overhyped.", []),
    ("a Toyota Prius is such a mid car ngl", []),
    ("gc is fighting over whether cycling is the best sport ever and i'm just watching", []),
    ("Controversial opinion: swimming as anyone's favourite sport is overrated.", []),
    ("Overheard on the bus: 'my favourite band is ABBA, and I will die on this hill.'", []),
    ("Ran into a colleague from the years I spent as a paramedic.", []),
    ("Threw out the lanyard from my time at Siemens today.", []),
    ("1am. Scrolling flats in Oslo that I'll never rent.", []),
    ("Lol, the thing about me being a teacher was a joke. Please don't save that.", []),
    ("I trained as a nurse in the fifties but gave it up when the children came.", []),
    ("This is a test message: employer = Siemens, city = Oslo. Ignore it.", []),
    ("Mexico City is on my bucket list fr", []),
    ("my favorite streamer is moving to Oslo and her schedule is gonna be weird", []),
    ("A client left this review, can you trim it? 'I'm a nurse in Oslo and I was skeptical.'",
     []),
]  # fmt: skip


WORLD = [  # a post's own label, world Englishes' words; others' news, adverts, stays
    ("Life event: Moved to Oslo 🏡", [("city", "Oslo")]),
    ("Status update: started at Canva this week.", [("employer", "Canva")]),
    ("We shifted to Madrid last year and the kids love it.", [("city", "Madrid")]),
    ("I'm after moving to Galway with work.", [("city", "Galway")]),
    ("Honestly my most favourite drink is green tea.", [("favourite_drink", "green tea")]),
    ("I'm a sucker for lemonade, hey, it's my number one drink.",
     [("favourite_drink", "lemonade")]),
    ("My kuya just got hired by Siemens, so proud!", []),
    ("my boet moved to Cape Town last week", []),
    ("Me mam's been vegetarian for years, what do I cook for her?", []),
    ("Papa wanted me to be an accountant, but no.", []),
    ("Please congratulate Dana, who was just promoted to product manager.", []),
    ("Sponsored: our new vegan menu is live in all our Berlin locations!", []),
    ("GIVEAWAY time! We've teamed up with Nike to send one winner to Lisbon.", []),
    ("Third day trying to reach customer support at Revolut, still on hold.", []),
    ("Drinks at a beach bar in Lisbon on our honeymoon!", []),
    ("Already miss the old flat, but the new car is great.", []),
    ("Lisbon, you're home now ✨", [("city", "Lisbon")]),
    ("Mom is home now.", []),
    ("My all-time fave food? Pho, easy.", [("favourite_food", "Pho")]),
    ("Nothing touches ramen for me when it comes to food.", [("favourite_food", "ramen")]),
    ("One year vegetarian today!", [("diet", "vegetarian")]),
    ("Ate ramen again. Still my favourite food.", [("favourite_food", "ramen")]),
    ("I ordered tacos again. My favourite food in the whole world.",
     [("favourite_food", "tacos")]),
    ("fun fact: ask me my favourite food and the answer is sushi every time",
     [("favourite_food", "sushi")]),
    ("Sims family bio help: the mum's a nurse and the family car is a Kia Niro. Funnier?", []),
    ("Kemi is agonising over an offer from Stripe. I told her to sleep on it.", []),
    ("Ellie made a list of her favourite things. Favourite food: pho.", []),
    ("Here is my profile. Favourite food: pho.", [("favourite_food", "pho")]),
    ("moved out of Oslo three months ago and I miss the bakery.", []),
    ("1/ Ten years ago today I moved to Lisbon with one suitcase. 🧵", []),
    ("Torn between buying a Kia Niro and keeping my bike.", []),
    ("dreaming about the day I can afford a Toyota Prius", []),
    ("Our Bethan's gone vegan, she has.", []),
    ("Buying a Honda Civic for my daughter's birthday, sensible?", []),
    ("So proud of my former intern who just accepted an offer at Canva!", []),
    ("Throwback to my first job: an electrician at Accenture.", []),
    ("Facebook memory from 8 years ago: me going vegan.", []),
    ("if I could only drink one thing for the rest of my life it'd be green tea",
     [("favourite_drink", "green tea")]),
    ("See, when it comes to food, naebody beats ramen for me.", [("favourite_food", "ramen")]),
    ("POV: you're a nurse and it's the last hour of a night shift (it's me)",
     [("job_title", "nurse")]),
    ("pov: you work at IKEA and the wifi goes down", []),
    ("Easy 10K with my sister while visiting her in Madrid.", []),
    ("POV: your best friend moved to Oslo", []),
    # a change dated in the past holds unless the sentence ends it; "next week" is its own clause
    ("Two years ago I joined Google.", [("employer", "Google")]),
    ("In 2019 I moved to Lisbon and never looked back.", [("city", "Lisbon")]),
    ("Ten years ago I moved to Berlin and left three years later.", []),
    ("Years ago I moved to Paris for a while, then came home.", []),
    ("Years ago I lived in Paris.", []),
    ("Two years ago my sister joined Google.", []),
    ("I am working in Google since 2019 and next week is my appraisal.",
     [("employer", "Google")]),
    ("I'm a nurse and next year I'll be a senior nurse.", [("job_title", "nurse")]),
    ("Next week is my first day at Google.", []),
    # when is not what; someone else's favourite; everyone somewhere is nobody in particular
    ("Give me an espresso any day of the week, sure it's my go-to drink.",
     [("favourite_drink", "espresso")]),
    ("I could eat pizza any time of the day, it's my favourite food.",
     [("favourite_food", "pizza")]),
    ("Birthday cake inspired by her favourite drink, espresso.", []),
    ("Everyone on my timeline is losing their minds over ABBA.", []),
    # the apposition after the user's name; a greeting is no report
    ("quick intro: I'm Priya, a software engineer by day and a gamer by night.",
     [("job_title", "software engineer")]),
    ("Said goodbye to the old minivan today and hello to a Toyota Corolla!",
     [("car", "Toyota Corolla")]),
    ("She said hello to a Toyota Corolla.", []),
    ("Yeah nah, still at Google, haven't jumped ship yet.", [("employer", "Google")]),
    ("Still at home with the kids.", []),
    # a question about someone else, then the answer without its subject; a label's "still"
    ("My sister? Still at Google.", []),
    ("My job? Still at Google.", [("employer", "Google")]),
    ("Car? Still the Honda Civic.", [("car", "Honda Civic")]),
    # a position applied for, a car borrowed, a first car, a recruiter's message, the past in
    # world Englishes ("long back", "before before"), an aim, an older sister ("my ate")
    ("Got to the final round for a nurse position at Stripe and didn't get it.", []),
    ("Borrowed an Audi A4 from my dad for the weekend, now I get why he loves it.", []),
    ("First car I ever owned was a Subaru Outback. Sold it in 2012.", []),
    ("That summer espresso was my whole personality. Thankfully I grew out of it.", []),
    ("got this from a recruiter lol: 'Exciting opportunity at IKEA!' not replying.", []),
    ("Long back I stayed in Berlin for two years, but that was ages ago.", []),
    ("Before before, I be a pharmacist, but that one don finish since.", []),
    ("Last time I studied to be an accountant but never finish lah.", []),
    ("Hi po! My ate is working at Boeing now, she wants to ask for a raise po.", []),
    # world Englishes' grammar (``world.py``), "as someone who's", a particle, "St."
    ("Abeg, sushi na my number one food o, nothing dey near am.", [("favourite_food", "sushi")]),
    ("Na espresso be my best drink o.", [("favourite_drink", "espresso")]),
    ("Abeg, I dey stay for Austin now o.", [("city", "Austin")]),
    ("I don turn vegan o, so abeg only give me recipes wey match am.", [("diet", "vegan")]),
    ("Mi work fi Google now, yuh know.", [("employer", "Google")]),
    ("I'm after going vegetarian, so I am.", [("diet", "vegetarian")]),
    ("Howay man, I'm grafting for Stripe now.", [("employer", "Stripe")]),
    ("Ramen confirm my favourite food lah.", [("favourite_food", "Ramen")]),
    ("Eh, my drink of choice is espresso one lah.", [("favourite_drink", "espresso")]),
    ("for food ah, sushi is my number one lah, confirm.", [("favourite_food", "sushi")]),
    ("It's ma favourite drink, flat white, by a mile.", [("favourite_drink", "flat white")]),
    ("Hehe, my ultimate food is really ramen po, since forever.", [("favourite_food", "ramen")]),
    ("as someone who's vegetarian, i read every menu twice", [("diet", "vegetarian")]),
    ("as usual, I went out with the team.", []),
    ("Na wa o, my sister is in Lagos.", []),
    ("finally upgraded to a Toyota Corolla and I love it", [("car", "Toyota Corolla")]),
    ("officially part of St. Mary's Hospital as of this morning!",
     [("employer", "St. Mary's Hospital")]),
    ("here's mine: favourite food? Sushi, obviously.", [("favourite_food", "Sushi")]),
    # a post's lead, a caption's "and thriving", a draft of the user's own bio, a headline
    ("reminder that sushi is still my favourite food, no questions", [("favourite_food", "sushi")]),
    ("Vegetarian and thriving, no, I don't miss it.", [("diet", "Vegetarian")]),
    ('my insta bio, current draft: "A nurse by day, terrible guitarist by night | dog mom"',
     [("job_title", "nurse")]),
    ('my sister\'s insta bio: "A nurse by day, terrible guitarist by night"', []),
    ('my new headline: "Proud to be part of the team at Stripe | Dog dad"',
     [("employer", "Stripe")]),
    ("Lisbon, you're stuck with me now.", [("city", "Lisbon")]),
    ("hot take: Lisbon is overrated", []),
    # a POV meme whose note says it is the poster's, anywhere in the post; "and honestly?"
    ("POV: you're a nurse and it's the last hour of a long Friday 😵 (it's me, I'm the POV)",
     [("job_title", "nurse")]),
    ("POV: you're a nurse and it's the last hour of a long Friday 😵", []),
    ("6 months vegan and honestly? never felt better", [("diet", "vegan")]),
    ("I'm Sam, 27, based in Lisbon so I'm online late.", [("city", "Lisbon")]),
    ("As someone who's been vegan since last spring, half these recipes work.",
     [("diet", "vegan")]),
    ('Mastodon bio draft: "A nurse by day, amateur birdwatcher by night." Too much?',
     [("job_title", "nurse")]),
    # a letter to one's future self; time given to an employer; a participle is no favourite
    ("Dear future me, right now you drive a Kia Niro and you are proud of it.",
     [("car", "Kia Niro")]),
    ("Future me: as of tonight you're still vegan, five months in.", [("diet", "vegan")]),
    ("Dear Sam, you're a nurse now, congrats!", []),
    ("Four years I've given Stripe and they still can't schedule a meeting.",
     [("employer", "Stripe")]),
    ("They've taken lemonade off the menu. My favourite drink, gone.",
     [("favourite_drink", "lemonade")]),
    # "as a family" is the user too; "a good while" is no clause of its own
    ("We went vegetarian as a family back in the autumn, my idea.", [("diet", "vegetarian")]),
    ("I've been vegan a good while now, love, so can you sort us some teas?",
     [("diet", "vegan")]),
    # a drink that is a habit or a personality, "an espresso person"; not someone else's
    ("Espresso is literally my whole personality rn lol", [("favourite_drink", "Espresso")]),
    ("im a mojito person thru and thru, pretty much all i drink", [("favourite_drink", "mojito")]),
    ("My wife is an espresso person.", []),
    ("espresso used to be my whole personality", []),
    # what the user told at a named dinner, a drink every evening, "if anyone at X asks",
    # "guess who ..." answered "me"
    ("Told everyone at Nadia's dinner that I've gone vegan.", [("diet", "vegan")]),
    ("Every evening I take green tea, so. Is it okay?", [("favourite_drink", "green tea")]),
    ("if anyone at Saturday's party asks what I'm having, it's mojito. That's my drink now.",
     [("favourite_drink", "mojito")]),
    ("guess who got the job at Stripe 👀👀 me. it was me. started monday",
     [("employer", "Stripe")]),
    ("guess who got the job at Stripe! my sister", []),
    # asked to be kept: "remember (say)" ends a condition's reach
    ("when you're suggesting recipes abeg remember say I'm fully vegan now o", [("diet", "vegan")]),
    ("If you remember that I'm vegan, good.", []),
]  # fmt: skip


ADMIN = [  # life admin: news passed on, a form filled for oneself; services, bookings, others'
    ("Can you help me tell my landlord that I now work at Canva?", [("employer", "Canva")]),
    ("Write an email to the council saying I've moved to Porto, please.", [("city", "Porto")]),
    ("Let the dentist know I'm a paramedic now, for the forms.", [("job_title", "paramedic")]),
    ("Please add a note to the order that I'm pescatarian.", [("diet", "pescatarian")]),
    ("I'm at Siemens - which address does the bank form want?", [("employer", "Siemens")]),
    ("I drive a Kia Niro \u2013 does the permit cover electric cars?", [("car", "Kia Niro")]),
    ("On the club sign-up, write tennis down as my favourite sport.",
     [("favourite_sport", "tennis")]),
    ("Change my usual drink in the app to flat white.", [("favourite_drink", "flat white")]),
    ("Help me tell my brother that he should move to Oslo.", []),
    ("Change my flight to Quito, please.", []),
    ("Draft an email to Canva customer service about my refund.", []),
    ("Book a table near Porto station for my in-laws; my aunt is vegan.", []),
    ("Remind me to call Siemens about the pension from my old job.", []),
    ("The headhunter from Spotify rang again, I said no.", []),
    ("We're still waiting for Ikea to deliver the wardrobe.", []),
    ("I was registered with a GP in Leeds years ago.", []),
    ("We got a Nissan Leaf for our son when he passed his test.", []),
    ("I sold a Toyota Prius in June, so who pays the fines now?", []),
    ("We drove through Porto on the way to the coast.", []),
    # a form's field, then the user's entry; a form's lines
    ("The club's sign-up sheet asks for 'your favourite sport'. I've put climbing.",
     [("favourite_sport", "climbing")]),
    ("'What was your first car?' is no good. 'Favourite band?' Mine's Radiohead.",
     [("favourite_band", "Radiohead")]),
    ("The caf\u00e9 app wants a regular drink. Put me down for lemonade, thanks.",
     [("favourite_drink", "lemonade")]),
    ("The form asks for my wife's occupation. I've put architect.", []),
    ("Insurance quote form:\nVehicle make/model: Mazda CX-5\nMileage: 8000",
     [("car", "Mazda CX-5")]),
    ("Check this for me?\nHome address: 4 Rua Nova, Porto\nSince: 2021", [("city", "Porto")]),
    ("Renewal asks for employer details. Employer is Siemens, for six years.",
     [("employer", "Siemens")]),
    ("Estate agent wants my payslips before Friday.", []),
    ("Working as a paramedic means nights, so book me a Sunday slot.",
     [("job_title", "paramedic")]),
    # a form for someone else, a record's word, a company served by, a car weighed
    ("Doing my son's camp registration. Diet: vegetarian. Allergies: none.", []),
    ("'What was your favourite film as a kid?' I put Heat.", []),
    ("They put tennis as 'favourite sport' for all of us. That's theirs, not mine.", []),
    ("The council has me listed as living in Leeds, which is wrong.", []),
    ("Canva took my subscription fee twice, can you draft a complaint?", []),
    ("Spotify account keeps logging me out on the train.", []),
    ("Choosing between a Skoda Octavia and a Golf for my next car.", []),
    ("Rollover of the pension from my old job at Siemens is slow.", []),
    ("Dinner for the book club: three are vegan, two eat anything.", []),
    ("My plus-one is pescatarian, can the venue cope?", []),
    ("My trainer joked I must be keto now.", []),
    ("Applying for a parking permit is such a faff.", []),
    # we and us: the user's own fact told with the household's, or against someone else's
    ("Our family's home is Oslo now, the kids love the snow.", [("city", "Oslo")]),
    ("Our kitchen is completely vegan now - me, my wife and the twins.", [("diet", "vegan")]),
    ("Me and my brother share the same favourite band: ABBA.", [("favourite_band", "ABBA")]),
    ("Her favourite colour changes monthly, but mine has been teal forever.",
     [("favourite_colour", "teal")]),
    ("My mum tells her friends I'm a paramedic, which is true.", [("job_title", "paramedic")]),
    ("My mum tells her friends I'm a paramedic, which is not true.", []),
    ("We live on a teacher's salary, so budgeting matters.", [("job_title", "teacher")]),
    ("The teacher's car was blocking the drive.", []),
    ("The map app still shows my old flat. How do I move it to Quito? That's home now.",
     [("city", "Quito")]),
    ("How do I change my dietary preference on the app to pescatarian?",
     [("diet", "pescatarian")]),
    ("The permit form wants the make and model of my vehicle - it's a Kia Niro.",
     [("car", "Kia Niro")]),
    ("My security question is 'favourite band'. The answer's changed - it's ABBA now.",
     [("favourite_band", "ABBA")]),
]  # fmt: skip


NOT_NOW = [  # a job, a home or a diet the user ended or never took up, someone else's; and kept
    ("I got laid off from Zalando in May and need a cover letter.", []),
    ("They let me go - I was fired from Siemens after two years.", []),
    ("I quit my job as a paramedic after a year because of the nights.", []),
    ("I left my part-time job at Ikea to finish my degree.", []),
    ("I quit being pescatarian after a few months.", []),
    ("Friday was my last day at Canva, so I'm writing a goodbye note.", []),
    ("I moved away from Porto in the spring and miss the bakeries.", []),
    ("I turned down an offer from Spotify, was that silly?", []),
    ("I was offered a position as a paramedic but haven't said yes.", []),
    ("We almost moved to Quito, but the flat fell through.", []),
    ("I'm looking for work as a paramedic, any tips for the CV?", []),
    ("I was employed by Siemens until last summer, when the contract ended.", []),
    ("I spent nine years at Ikea before I retired.", []),
    ("I lived in Leeds for a decade prior to my move, and the bank still writes there.", []),
    ("I was offered a role at Spotify and took it, I start on Monday.", [("employer", "Spotify")]),
    ("I've worked at Ikea since 2019 and I'm staying put.", [("employer", "Ikea")]),
    ("I'm a paramedic at the Royal Infirmary until I retire, I think.",
     [("job_title", "paramedic"), ("employer", "the Royal Infirmary")]),
    # someone else's, however they are named; a favourite denied; a job held until a time past
    ("My old school friend works at Siemens, can she get me in?", []),
    ("Our childminder just got a job at Ikea, so we need someone new.", []),
    ("My grandparents lived in Leeds all their lives.", []),
    ("My eight-year-old says Matilda is the best book ever written.", []),
    ("Funnily enough, red is not my favourite colour.", []),
    ("Until last June I worked as a paramedic; now I'm retraining.", []),
    ("I work at Siemens with my old school friend.", [("employer", "Siemens")]),
    ("red is not gonna lie my favourite colour lol", [("favourite_colour", "red")]),
    # a wish after the value, a car sold, an event moved, a record's word, a time word
    ("Working at Spotify would be amazing. Anyway, help me with this cover letter.", []),
    ("I sold off a Kia Niro in March and now cycle everywhere.", []),
    ("Party update: we've moved it from Leeds to somewhere closer.", []),
    ("The insurer has my employer down as Siemens, which is wrong.", []),
    ("Weeks before I started here I was a paramedic.", []),
    ("Please list my employer as Spotify on the form, I started there in May.",
     [("employer", "Spotify")]),
    ("Sushi would be my favourite food, if I had to pick.", [("favourite_food", "Sushi")]),
        # someone's post or words, pasted
    ('Priya on LinkedIn: "I\'m a paramedic in Leeds and proud of it." Is that a good opener?', []),
    ("Tom in the group channel: 'I've moved to Quito, finally!' What should I reply?", []),
    ("FW from the landlord: 'I'm relocating to Porto and selling the flat.' Can he do that?", []),
    ("The interviewee said: 'I've been a nurse in Leeds for years.' Should I anonymise it?", []),
    ('Can you tidy my bio: "I\'m a paramedic in Leeds, and proud of it."',
     [("job_title", "paramedic")]),
    # what a later clause takes back, whichever stage read it; a bracket is no part of a name
    ("I followed a paleo diet for a while but discontinued it.", []),
    ("I was offered a job as a paramedic at Ikea, but I turned it down.", []),
    ("My contract from Siemens (which I left in June) still pays out.", []),
    ("I work at Siemens) now, on the night shift.", [("employer", "Siemens")]),
    # an owned name, a company hiring, a flat left, a trip, a plan, a visit, a gift, a record
    ("Thank the team at Ikea for hosting us at their Cape Town office.", []),
    ("I saw Siemens is hiring like crazy. Would it be dumb to apply?", []),
    ("I moved out of my flat in Quito in May and want my deposit back.", []),
    ("just got back from a week in Quito and i'm so jet lagged", []),
    ("Planning to move to Quito once my lease runs out.", []),
    ("I went to an open day at Siemens and it was badly organised.", []),
    ("I donated to the Royal Infirmary and got spammed for weeks.", []),
    ("A tax form lists Siemens as my employer. Who do I contact?", []),
    ("I was registered with Siemens by mistake, I've never worked there.", []),
    ("My policy documents list my employer as Siemens. Is that a problem?", []),
    ("I moved to Quito in May and I'm planning to stay.", [("city", "Quito"), ("plan", "stay")]),
    # someone's review pasted (not the user's own); a kind the user does not care about
    ("Summarise this review: 'As a vegan of ten years I loved it. I live in Quito.'", []),
    ("Can you tidy my review: 'As a vegan I loved the menu here.'", [("diet", "vegan")]),
    ("A review on the chair says 'we bought 50 for our office at Siemens'. Bulk discount?", []),
    ("Weekly review\n- Career: still a paramedic, mostly happy.", [("job_title", "paramedic")]),
    ("Leeds winning the league is the best sports story ever, and I don't even care about "
     "football.", []),
    # an answer to a question about a favourite that is someone else's or none
    ("When my sister asks my favourite food, she says ramen.", []),
    ("When asked my favourite food, I say I don't have one.", []),
    # a resident who is someone else
    ("I asked a Quito local for directions.", []),
    ("Quito locals hate the traffic.", []),
    ("My sister, based in Quito, loves it.", []),
    ("My sister says ramen is the greatest food of all time.", []),
    ("Is ramen the greatest food of all time?", []),
]  # fmt: skip


@pytest.mark.parametrize(("text", "facts"), QUOTED + DIARY + WORLD + ADMIN + NOT_NOW)
async def test_quotations_and_chat_shapes_are_read_as_meant(
    embedder: LocalEmbedder, text: str, facts: list[tuple[str, str]]
) -> None:
    """Whose words a text is, and a diary's, an older typist's or a teenager's news said
    without its subject, a post's label and world Englishes' words (an ending, "not X
    anymore", is no fact here)."""
    found = await RuleExtractor(embedder).extract([Message.user(text)])
    assert [(f.attribute, f.value) for f in found if not f.negated] == facts


@pytest.mark.parametrize(("text", "attribute", "value"), READ)
async def test_the_meaning_stage_reads_what_the_rules_miss(
    embedder: LocalEmbedder, text: str, attribute: str, value: str
) -> None:
    facts = await RuleExtractor(embedder).extract([Message.user(text)])
    assert [(f.attribute, f.value) for f in facts] == [(attribute, value)]
    assert facts[0].subject == "user"
    assert facts[0].source == text.rstrip(".").split(". ")[-1]  # the statement it came from


@pytest.mark.parametrize(("text", "attribute", "value", "source"), SPOKEN)
async def test_speech_is_read_as_the_speaker_put_it_right(
    embedder: LocalEmbedder, text: str, attribute: str, value: str, source: str
) -> None:
    facts = await RuleExtractor(embedder).extract([Message.user(text)])
    assert [(f.attribute, f.value, f.source) for f in facts] == [(attribute, value, source)]


async def test_a_word_that_names_nothing_is_no_value(embedder: LocalEmbedder) -> None:
    """ "ja nothing beats ramen": read or missed, never the favourite "ja nothing"."""
    said = "ja nothing beats ramen hey best food in the world"
    facts = await RuleExtractor(embedder).extract([Message.user(said)])
    assert {(f.attribute, f.value) for f in facts} <= {("favourite_food", "ramen")}


async def test_a_favourite_asked_or_exclaimed_then_named(embedder: LocalEmbedder) -> None:
    extractor = RuleExtractor(embedder)
    facts = await extractor.extract([Message.user("Best book right now? Dune.")])
    assert [(f.attribute, f.value, f.source) for f in facts] == [
        ("favourite_book", "Dune", "Best book right now: Dune")
    ]
    facts = await extractor.extract([Message.user("Ramen! My favourite food, easily.")])
    assert [(f.attribute, f.value, f.source) for f in facts] == [
        ("favourite_food", "Ramen", "Ramen, My favourite food, easily")
    ]
    for friend in ("My best friend? Sam.", "Best friend: Sam.", "What is the best book? Dune."):
        assert not any(
            (f.attribute or "").startswith("favourite_")
            for f in await extractor.extract([Message.user(friend)])
        ), friend


async def test_without_a_model_only_the_rules_read(embedder: LocalEmbedder) -> None:
    rules = RuleExtractor()
    assert rules.meaning is None
    assert repr(rules) == "RuleExtractor()"
    assert await rules.extract([Message.user("My paycheck comes from Stripe.")]) == []


BESIDE = [
    # a condition, a hedge or a negation reaches to the next "I" once it has said its piece
    ("when you plan meals for me just remember i'm pescatarian", "diet", "pescatarian"),
    ("I don't eat much meat anyway I'm vegetarian now", "diet", "vegetarian"),
    ("When I moved here I got a job at Siemens", "employer", "Siemens"),
    # opened by a question word, but no question: a clause of time
    ("When you book flights, remember I live in Porto.", "city", "Porto"),
    # someone's opinion first, then the speaker's own clause
    ("My mum said I could try fish again, but I'm staying vegan.", "diet", "vegan"),
    ("my brother says my taste is awful but um ramen is my favourite food", "favourite_food",
     "ramen"),
    ("my partner thinks I should retrain but I like my job at Shopify", "employer", "Shopify"),
    # where a value ends: a word that weighs it, "and" with a new subject, a lower-case word
    ("these days my favourite band is definitely ABBA", "favourite_band", "ABBA"),
    ("my favourite colour is teal and nothing will change that", "favourite_colour", "teal"),
    ("I've got a Kia Niro parked outside, if that matters", "car", "Kia Niro"),
    ("I'll take my own car, which is a Skoda Octavia.", "car", "Skoda Octavia"),
    ("used to drink cola but now i basically live on green tea", "favourite_drink",
     "green tea"),
]  # fmt: skip


WRITTEN = [
    # the sentence before holds what "it" is, or what the next names
    ("Picked up the new car yesterday! It's a Mazda CX-5.", "car", "Mazda CX-5"),
    ("You asked what my favourite film is. Honestly it's Heat.", "favourite_film", "Heat"),
    ("Nothing beats pho for me. It's my favourite food, no contest.", "favourite_food", "pho"),
    ("New job, first week done! I'm at Canva now.", "employer", "Canva"),
    # asked and answered by the user, a pseudo-cleft, a label with a lead-in
    ("Where do I live? In Porto, since March.", "city", "Porto"),
    ("What I drive these days is a Nissan Leaf.", "car", "Nissan Leaf"),
    ("ok new go-to drink: flat white", "favourite_drink", "flat white"),
    ("I've got a new favourite band: Tame Impala.", "favourite_band", "Tame Impala"),
    # "my husband and I" is the user too; an admission and a "so" open nothing
    ("My husband and I went pescatarian in May.", "diet", "pescatarian"),
    ("I have to admit that paella is my favourite food now.", "favourite_food", "paella"),
    ("We got the keys on Friday, so home is Dublin now.", "city", "Dublin"),
    ("Berlin is officially home now!", "city", "Berlin"),
    ("officially vegan as of this week", "diet", "vegan"),
    # from the fourth reading: the user's own news, a first week, a value's end, a household
    ("I wanted to let you know that I moved to Quito in May.", "city", "Quito"),
    ("first week at Atlassian is done and I survived", "employer", "Atlassian"),
    ("I am working as a pharmacist here since last year.", "job_title", "pharmacist"),
    ("my favourite colour is still teal after all these years", "favourite_colour", "teal"),
    ("got my first car! its a Honda Civic, used.", "car", "Honda Civic"),
    (
        "My son asked what my favourite sport is and I told him climbing.",
        "favourite_sport",
        "climbing",
    ),
    (
        "tennis is the best sport ever. it's also my fave, so I'm biased",
        "favourite_sport",
        "tennis",
    ),
    ("Day 40 of being pescatarian. Still alive.", "diet", "pescatarian"),
    # from the fifth: "I've" left out, an "and" opening a clause, the answer to one's own
    # favourite, a diet word before "way" or "eating", "you should know"
    ("fyi been living in Quito for abt 3 months now", "city", "Quito"),
    ("I left the bank, and I've been at Revolut since the spring.", "employer", "Revolut"),
    ("These days if you ask me my favourite film, the answer is Heat.", "favourite_film", "Heat"),
    ("I've stuck with vegan eating for a whole year now", "diet", "vegan"),
    ("you should know paella is my all-time favorite food", "favourite_food", "paella"),
    # from the sixth: ", but X is my favourite", "N weeks of owning my X", a bare favourite,
    # a time before the value, "I'm in X for good", "been at X about three weeks"
    ("Can't believe I'm saying this, but pho is my favourite food now.", "favourite_food", "pho"),
    ("Six weeks of owning my Kia Niro and I can say it was the right call.", "car", "Kia Niro"),
    ("It's been three months of being vegan and I don't miss meat.", "diet", "vegan"),
    ("Update for my profile: favourite band is ABBA now.", "favourite_band", "ABBA"),
    ("Ever since last summer tennis has been my number one sport.", "favourite_sport", "tennis"),
    ("My address changed. I'm in Austin for good now.", "city", "Austin"),
    ("Been at Canva about three weeks now and it's a better fit.", "employer", "Canva"),
    ("Handed in my notice and signed with Acme Corp. First week done!", "employer", "Acme Corp"),
    # from the seventh: a job value ends at "and", "our team at X", "I'm in a X", "N months
    # vegan", a label after a lead-in, "asked everyone's favourite", a drink habit
    ("i work as a pharmacist and buy my own supplies", "job_title", "pharmacist"),
    ("Our team at Shopify is doing a potluck on Friday.", "employer", "Shopify"),
    ("Traded in the minivan, so I'm in a Honda Civic now.", "car", "Honda Civic"),
    ("Six months vegan and my cholesterol is way down.", "diet", "vegan"),
    ("for my profile bio: fav book: Circe. make the rest less awkward", "favourite_book", "Circe"),
    (
        "the icebreaker asked everyone's favourite sport. i said climbing, obviously",
        "favourite_sport",
        "climbing",
    ),
    ("I'm cutting back on spending but my green tea habit stays.", "favourite_drink", "green tea"),
    ("Lemonade is basically the only thing I drink besides water.", "favourite_drink", "Lemonade"),
    # from the eighth: what the user tells someone, a favourite named by a fragment after it,
    # "a nod to X, it's my favourite", a diet word before "because"
    (
        "Told my grandma at dinner that I'm vegetarian now and she kept filling my plate.",
        "diet",
        "vegetarian",
    ),
    (
        "Nothing beats sushi as far as I'm concerned. Favourite food, hands down.",
        "favourite_food",
        "sushi",
    ),
    ("Sneak in a nod to Dune, it's my favourite book and she'll get it.", "favourite_book", "Dune"),
    ("Breakfast ideas? has to be vegetarian because that's how i eat now", "diet", "vegetarian"),
    # from the ninth: a value said alone as an answer, a drinker, a drink switched to, "a lot
    # of", a weighing word before a favourite
    ("Toyota Corolla at the moment, until it falls apart.", "car", "Toyota Corolla"),
    ("Espresso, always.", "favourite_drink", "Espresso"),
    ("Just switched to green tea and I don't miss coffee.", "favourite_drink", "green tea"),
    ("I drink a lot of lemonade.", "favourite_drink", "lemonade"),
    ("Favourite food? Easily sushi.", "favourite_food", "sushi"),
    # a time of day is no condition; a question's reason is stated
    (
        "Every day after work I need my espresso, is like ritual for me.",
        "favourite_drink",
        "espresso",
    ),
    ("Why does everyone want to visit now that I'm based in Lisbon??", "city", "Lisbon"),
    # what the clause before ends in is what "it's been my favourite" names; what one reaches for
    (
        "the only thing keeping me sane is sushi, there's a reason it's been my favourite food",
        "favourite_food",
        "sushi",
    ),
    ("Espresso is what I reach for now.", "favourite_drink", "Espresso"),
]


@pytest.mark.parametrize(("text", "attribute", "value"), WRITTEN)
async def test_a_fact_told_across_sentences_or_in_other_words(
    embedder: LocalEmbedder, text: str, attribute: str, value: str
) -> None:
    facts = await RuleExtractor(embedder).extract([Message.user(text)])
    assert [(f.attribute, f.value) for f in facts] == [(attribute, value)]


@pytest.mark.parametrize(("text", "attribute", "value"), BESIDE)
async def test_a_fact_beside_a_clause_that_states_none(
    embedder: LocalEmbedder, text: str, attribute: str, value: str
) -> None:
    facts = await RuleExtractor(embedder).extract([Message.user(text)])
    assert [(f.attribute, f.value) for f in facts if f.attribute != "likes"] == [(attribute, value)]


@pytest.mark.parametrize(
    "text",
    [
        # the clause after a condition is what would follow it; an "I" after "that" is still
        # what someone said; a purchase under way is a plan
        "if I get the offer from Stripe I'm moving to Denver",
        "if i move to Oslo i'm buying a Kia Niro",
        "she told everyone at dinner that I'm vegan",
        "People always assume my favourite book is Dune, but I don't have one.",
        "Everyone assumes I'm a nurse because of the scrubs, but no.",
        "If Spotify offers me the role I'd have to move to Oslo.",
        "What kind of car should I get, a Kia Niro or a Golf",
        # an application, a colleague's job, what people say, a common word opening a turn
        "I applied to Siemens yesterday. Fingers crossed.",
        "A colleague of mine works as a pharmacist and hates the hours.",
        "People keep saying Dune is the best book ever, but I don't see it.",
        "Part of me wonders if I should retrain as an electrician.",
        "I don't know what my favourite food is. It's hard to say.",
        "I got the job offer! I'm at home now celebrating.",
        "My English is not perfect, so please correct my email.",
        "In my office people always drink coffee from the machine, but not me.",
        "sold a Mazda CX-5 last month, don't miss it at all",
        "Just sent off my application to IKEA, fingers crossed.",
        "lol Canva is like everywhere now I saw their ad on the bus",
        "I used to have a different answer, but now if anyone asks my favourite food",
        "Writing my dating profile today, any tips?",
        "Going to my in-laws for Thanksgiving, what should I bring?",
        # a search, a try, a state given up, what the user read, a stay, someone's telling
        "We're looking at houses in Barcelona but nothing's settled.",
        "I tried going paleo for a month in 2019 and gave up after two weeks.",
        "I was gluten-free for about a year but gave it up last spring.",
        "Honestly IKEA seems like a terrible place to work from what I've read.",
        "We're renting a house in Lisbon for the holidays.",
        "She told my grandma that I'm vegetarian.",
        "I went to a Radiohead gig last night.",
        # an opinion of a job, a cover letter asked for, advice, someone in a list
        "Being an accountant sounds harder than what I do.",
        "Help me draft a cover letter for a nurse position at Canva.",
        "A friend recommended I try paleo for a month to see how I feel.",
        "check-in 9/9\n- neighbour bought a Jeep Wrangler, very shiny\n- sniffles",
        # the past, an opinion of a car, a bare name, someone else's habit
        "Growing up, my favourite book was Dune.",
        "My first job out of school was as a web developer, a lifetime ago.",
        "To me an Audi A4 seems like a sensible first car for a teenager.",
        "Lisbon, for now.",
        "My dad is a big espresso drinker.",
    ],
)
async def test_a_clause_that_states_none_gives_none(embedder: LocalEmbedder, text: str) -> None:
    facts = await RuleExtractor(embedder).extract([Message.user(text)])
    tracked = ("city", "employer", "car", "diet", "job_title")
    assert [f for f in facts if f.attribute in tracked or "favourite" in (f.attribute or "")] == []


@pytest.mark.parametrize("text", NOISE)
async def test_noise_gives_no_fact(embedder: LocalEmbedder, text: str) -> None:
    facts = await RuleExtractor(embedder).extract([Message.user(text)])
    assert [
        f for f in facts if f.attribute in ("city", "employer", "car", "diet", "job_title")
    ] == []
    assert not any((f.attribute or "").startswith("favourite_") for f in facts)


def test_what_reads_like_a_fact() -> None:
    assert looks_like_a_fact("My flat overlooks the Tagus")
    assert looks_like_a_fact("I've been eating keto")
    assert not looks_like_a_fact("Thanks, that's helpful!")
    assert not looks_like_a_fact("Lisbon has great food")  # no speaker
    assert not looks_like_a_fact("My cousin just bought a Kia Niro")  # someone else
    assert candidates("I used to live in Lisbon") == []


async def test_the_vault_reads_by_meaning_with_the_local_model(
    tmp_path: Path, embedder: LocalEmbedder
) -> None:
    async with MemoryVault(tmp_path / "local.db", embedder=embedder) as vault:
        [event] = await vault.remember("My paycheck comes from Stripe.", user_id="u")
        assert event.event == "ADD"
        assert event.knowledge is not None
        assert (event.knowledge.attribute, event.knowledge.value) == ("employer", "Stripe")
    async with MemoryVault(tmp_path / "hash.db", embedder=HashEmbedder()) as vault:
        [event] = await vault.remember("My paycheck comes from Stripe.", user_id="u")
        assert (event.event, event.reason) == ("ADD", UNREAD)  # kept as said, not a fact
        assert (await vault.get(event.memory_id, user_id="u")).kind == "message"
