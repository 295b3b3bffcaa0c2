"""Long and unusual texts for the rule extractor: each shape is a phrase repeated many times
(with a head before and a tail after), the kind of input on which a regex that backtracks, or a
value finder that reads the rest of the text from every word, takes quadratic time or worse.

Each shape was timed at three lengths when its pattern was written and grew linearly. The test
``test_long_text.py`` reads every shape (at most ``TESTED`` repeats) and fails if one does not come
back; ``bench/long_text.py`` times each at its full length and at a quarter of it, and prints the
ratio (about 4 when linear, 16 when quadratic).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Shape:
    """``head + unit * repeats + tail + closing * repeats``: ``closing`` closes what ``unit``
    opens (nesting)."""

    unit: str
    repeats: int
    head: str = ""
    tail: str = ""
    closing: str = ""

    def text(self, repeats: int | None = None) -> str:
        """The text with ``repeats`` repeats (the shape's own number when None)."""
        times = self.repeats if repeats is None else repeats
        return self.head + self.unit * times + self.tail + self.closing * times


SHAPES = [
    Shape("Big Corp of ", 2_500, head="I work at ", tail="Names."),
    Shape("a", 100_000, head="my favourite food is "),
    Shape("(", 20_000, head="I live in ", tail="Lisbon", closing=")"),
    Shape("really ", 5_000, head="I'm ", tail="into jazz, my favourite genre"),
    # each of these was quadratic (a name, a make or a frame read the rest of the text):
    # 20,000 repeats took minutes, they now take well under a second (10,000 here)
    Shape("Big corp ", 10_000, head="I live in "),
    Shape("mini to ", 10_000, head="I drive "),
    Shape("my favourite food ", 10_000),
    # and these (a rule's lazy value searched the rest of the text for its closing word,
    # or every match read its whole prefix for a guard word): 4,000 repeats took 2 s
    Shape("I call home ", 10_000),
    Shape("I swapped my ", 10_000),
    Shape("I moved from ", 10_000),
    Shape("I've lived in ", 10_000),
    Shape("I don't ", 10_000),
    Shape("I'm at on the ", 10_000),
    # a habit said far from the drink, a favourite's pick, a household's diet
    Shape("always ", 10_000, tail="espresso"),
    Shape("espresso ", 10_000, tail="every day"),
    Shape("if I had to pick one ", 10_000),
    Shape("the house is ", 10_000),
    Shape("my usual, ", 10_000),
    # a clause opened by "being", a request to keep a statement, someone who does a job
    Shape("being ", 10_000),
    Shape("can you note that ", 10_000),
    Shape("what else, ", 10_000),
    Shape("I'm the nurse the nurse ", 5_000),
    Shape("living in ", 10_000),
    Shape("back when ", 10_000),
    Shape("can you ", 10_000, tail=","),
    Shape("his favourite ", 10_000),
    Shape("I could eat ", 10_000, tail="every day"),
    Shape("back in my ", 10_000),
    Shape("I had a ", 10_000),
    # a guard's reach, a question word, a weighing word, a value's end, an apposition
    Shape("if you ", 10_000, tail="I'm vegan"),
    Shape("not so I ", 10_000),
    Shape("when you go do ", 10_000),
    Shape("but ", 25_000),
    Shape("definitely ", 25_000, head="my favourite food is ", tail="sushi"),
    Shape("which is ", 10_000, head="my car, "),
    Shape("my job at ", 10_000),
    Shape("my favourite band is ABBA and ", 10_000),
    # a lead-in to a label, a question asked and answered, a user and someone, an
    # admission, a favourite asked about, someone of mine, an application
    Shape("ok ", 25_000, tail="favourite food: sushi"),
    # what a possessive takes for granted, in statements and in questions
    Shape("my ", 25_000, tail="?"),
    Shape("sold my ", 10_000, tail="Toyota Corolla?"),
    Shape("my Toyota ", 10_000),
    # a diary's news without its subject, "X is home", someone by where they live, a car
    # of the past, a judgement after the value, stress between commas, a pointed drink
    Shape("First day at ", 5_000),
    Shape("six months in ", 5_000),
    Shape("so Lisbon ", 5_000, tail="is home"),
    Shape("my coach ", 5_000, tail="is vegan"),
    Shape("the fella across ", 5_000),
    Shape("the years I spent ", 5_000),
    Shape("scrolling flats in ", 5_000, tail="Oslo"),
    Shape("taught me to drive in a ", 5_000, tail="Kia Niro"),
    Shape("a Kia Niro is such a ", 5_000),
    Shape("vegan eating isn't ", 5_000),
    Shape("my food, hands down, ", 5_000),
    Shape("told everyone that ", 5_000, tail="I'm vegan"),
    Shape("espresso. It's my drink ", 5_000),
    Shape("whether cycling is the best sport ", 5_000),
    Shape("Deloitte TOOK ", 5_000),
    Shape("i ", 5_000, tail="x??"),
    Shape("Ive ", 5_000),
    Shape("my brother wrote this:\n", 5_000),
    Shape("That's from my sister's post\n", 5_000),
    Shape("a ", 12_000, head="NPC: "),
    Shape("Her notes: ", 5_000),
    Shape("'I am a nurse' the client ", 5_000),
    Shape("Lisbon was a joke ", 5_000),
    Shape("in the fifties ", 5_000),
    Shape("my fav streamer ", 5_000),
    Shape("since the move to ", 5_000),
    Shape("Survived my ", 5_000),
    Shape("doesn't feel real that ", 5_000, tail="I live in Oslo"),
    Shape("my favourite food, which is ", 10_000, tail="?"),
    Shape("near my flat in ", 10_000, tail="?"),
    Shape("has to be ", 10_000),
    # the user's telling, a stay, what the user read, a search, a fragment favourite
    Shape("told my grandma that ", 10_000, tail="I'm vegan"),
    Shape("I'm renting a room in ", 10_000),
    Shape("from what I've read ", 10_000),
    Shape("looking at houses in ", 10_000),
    Shape("Favourite book, ", 10_000, head="I love Dune. "),
    Shape("a nod to ", 10_000, tail=", it's my favourite food"),
    # a clause that points back, the reason for a question
    Shape("Lisbon Lisbon, that's where I live ", 5_000),
    Shape("that's where I work ", 10_000),
    Shape("how far does it go ", 10_000, tail="cos that's what I've got?"),
    # time at a workplace, "here in X"
    Shape("two years at ", 10_000, tail="Google"),
    Shape("here in Lisbon ", 10_000),
    Shape("good to be back in ", 10_000),
    # a lead-in before a label, list markers, news leads, a usual order
    Shape("New month, ", 10_000, tail="new wheels: a Kia Niro"),
    Shape("- ", 25_000, tail="officially living in Lisbon"),
    Shape("catching you up - ", 10_000),
    Shape("my usual order is ", 10_000),
    Shape("sushi has overtaken ", 10_000, tail="as my favourite food"),
    Shape("Being a nurse ", 10_000, tail="sounds hard"),
    # a value said alone, a drinker, a workplace then "been there"
    Shape("pretty strictly, ", 10_000, head="Vegetarian, "),
    Shape("Big espresso ", 10_000, tail="drinker"),
    Shape("At Google - ", 10_000, tail="been there four years"),
    Shape("a lot of ", 10_000, tail="espresso"),
    Shape("who do i work for? ", 10_000),
    Shape("my wife and ", 10_000, tail="I"),
    Shape("you asked what my favourite food is. ", 2_500, tail="it's sushi"),
    Shape("I have to admit ", 10_000),
    Shape("a colleague of ", 10_000),
    Shape("I applied to ", 10_000),
    Shape("picked up the new car. ", 5_000, tail="It's a Kia Niro"),
    Shape("I wanted to let you know that ", 5_000),
    Shape("day 1 of ", 10_000),
    Shape("sushi is the best food ", 10_000, tail=". it's my fave"),
    Shape("my ", 25_000, tail="English"),
    Shape("been ", 25_000),
    Shape("my favourite food, ", 5_000, tail="the answer is sushi"),
    Shape("sold a ", 10_000, tail="Kia Niro"),
    Shape("Canva is like ", 10_000),
    Shape("it's been three months of ", 5_000),
    Shape("my wife and ", 10_000),
    Shape("ever since last ", 10_000, tail="sushi has been my favourite food"),
    Shape("favourite food is ", 10_000),
    Shape("six months ", 10_000, tail="vegan"),
    Shape("for my profile: ", 10_000, tail="fav food: sushi"),
    Shape("I'm in a ", 10_000),
    # a role spoken from, what one lives with, "here", "(where I work)", what one is
    # having, an adverb after a value, an answer with a lead, a later possessive
    Shape("honestly as a ", 1_500, tail="nurse, I"),
    Shape("as a nurse ", 1_500, tail="I"),
    Shape("best perk of working at ", 1_500, tail="Google"),
    Shape("the thing about being ", 1_500, tail="vegan is"),
    Shape("Lisbon traffic. been living here ", 1_000),
    Shape("i actually live here ", 1_500),
    Shape("Google (where i work) ", 1_500),
    Shape("where I work, ", 1_500),
    Shape("grabbing an espresso ", 1_500, tail=". it's my go-to drink"),
    Shape("I had ", 1_500, tail=", my favourite food"),
    Shape("instantly ", 1_500, head="my favourite food is sushi "),
    Shape("still ", 1_500, tail="vegan and going strong"),
    Shape("gave my colleague a lift ", 1_500, tail="my Toyota Corolla"),
    Shape("she was shocked at how clean my ", 1_500),
    # a question's reason, other Englishes, one "like me", a drink had every day
    Shape("now that I'm based in ", 1_500, tail="?"),
    Shape("since I ", 1_500, tail="?"),
    Shape("me and my wife both ", 1_500, tail="are vegan"),
    Shape("I have 5 years living in ", 1_500),
    Shape("working with Google from ", 1_500),
    Shape("I am having a ", 1_500),
    Shape("nurse", 10_000, tail="s like me"),
    Shape("nurses nurses ", 1_500, tail="like me"),
    Shape("the espresso I drink ", 1_500, tail="every day"),
    Shape("even though I told them ", 1_500, tail="I'm vegan"),
    Shape("if I ", 4_000),
    Shape("nobody understands why ", 1_500, tail="sushi is my favourite food"),
    Shape("need a good ", 1_500, tail="plumber"),
    Shape("how do I reach my manager at St. ", 1_000, tail="?"),
    Shape("keeping me sane is sushi ", 3_000, tail=", it's been my favourite food"),
    Shape("quit my old habit of espresso every day ", 3_000),
    Shape("best perk of working at St. ", 3_000),
    # a favourite said of "it", or alone, and what it points at
    Shape("it's my favourite food, ", 5_000),
    Shape("it isn't my favourite food ", 5_000),
    Shape("sushi-themed ", 5_000, tail=". favourite food ever"),
    # a kind beside a word of preference
    Shape("nothing beats ", 5_000, tail="sushi for me when it comes to food"),
    Shape("best food ever for me ", 5_000),
    Shape("my pick is ", 5_000, tail="sushi, food-wise"),
    # an offer, "I'd", a name taken back, a trip back, a time or a verb near a pointer
    Shape("offer from Stripe and I haven't signed ", 5_000),
    Shape("I'd trade anything for ", 5_000, tail="a Kia Niro"),
    Shape("forget that I mentioned Boeing ", 5_000),
    Shape(
        "my partner's been fishing for ideas since childhood, ",
        5_000,
        tail="it's my favourite food",
    ),
    Shape("oh thats easy ", 5_000, tail="sushi has always been my favourite food"),
    Shape("fixed by ", 5_000, tail="The Beatles, it's my favourite band"),
    Shape("that my neighbour, ", 5_000, tail="has bought a Mazda CX-5"),
    Shape("got an offer from Siemens, if I'm ", 5_000, tail="accepting it"),
    Shape("were I to ", 5_000, tail="move to Denver"),
    Shape("and the man ", 5_000, tail="drives a Kia Niro"),
    Shape("that one of my ", 5_000, tail="clients drives a Kia Niro"),
    Shape("on hold with Revolut ", 5_000),
    Shape("in my twenties ", 5_000, tail="keto"),
    Shape("I must move to ", 5_000, tail="Oslo"),
    Shape("recruit a b c d e from ", 5_000, tail="Shopify"),
    Shape("a nurse, ", 500, head="my grandson, ", tail="bought a Kia Niro"),
    # quotations, an apposed car, a pitch, what the assistant holds, a span of years
    Shape("'I am a nurse' ", 5_000),
    Shape("I work at Google ", 5_000, head='"'),
    Shape("' ", 20_000, tail="I live in Lisbon"),
    Shape("She wrote: 'a b c d' ", 5_000),
    Shape("the pool vehicle, a ", 5_000, tail="Kia Niro"),
    Shape("keeps pushing a ", 5_000, tail="Kia Niro"),
    Shape("you've still got me down as ", 5_000, tail="vegan"),
    Shape("between 2015 and ", 5_000, tail="2019 I was at Adobe"),
    Shape("to become a ", 5_000, tail="nurse"),
    Shape("the Lisbon entry ", 5_000),
    Shape("please forget that ", 5_000, tail="I live in Oslo"),
    Shape("ngl ", 5_000, tail="living in Lisbon"),
    Shape("Is ", 5_000, tail="Google where I work"),
    Shape("vibes: tired\n", 5_000),
    Shape("| ", 10_000, tail="vegan"),
    Shape("I'm Dev, ", 5_000),
    Shape("Town: Lisbon\n", 5_000, head="for my dad:\nJob: nurse\n"),
    Shape("- a\n", 10_000),
    Shape("fake bio: ", 5_000, tail="I'm a nurse"),
    Shape("a: b ", 10_000),
    Shape("anyone who works at ", 5_000, tail="Google"),
    Shape("2014-2018 ", 5_000),
    Shape("I drink an unreasonable amount of ", 2_500, tail="espresso"),
    # world Englishes' family, a relative clause, a customer, a stay, a post's label
    Shape("my kuya ", 2_500),
    Shape("Me nana's ", 2_500),
    Shape("Marco, who ", 2_500),
    Shape("reach customer support at ", 2_500),
    Shape("on our honeymoon ", 2_500),
    Shape("Life event: ", 2_500),
    Shape("most favourite ", 2_500),
    Shape("espresso lah ", 2_500),
    Shape("still my favourite food ", 2_500),
    Shape("My all-time fave food? ", 2_500),
    Shape("One year ", 2_500),
    Shape("Lisbon, you're ", 2_500),
    Shape("Nothing touches ", 2_500),
    Shape("her list. ", 2_500, tail="Favourite food: pho"),
    Shape("you're your ", 2_500, head="POV: "),
    Shape("moved out of ", 2_500),
    Shape("Torn between ", 2_500),
    Shape("if I could only drink one thing ", 2_500),
    Shape("Our Bethan's gone ", 2_500),
    Shape("1/ Throwback to ", 2_500),
    Shape("naebody beats ", 2_500),
    Shape("Ten years ago I joined ", 2_500),
    Shape("and next week ", 2_500, head="I work at Google "),
    Shape("any day of the ", 2_500, head="Give me ", tail=", it's my go-to drink"),
    Shape("her favourite drink ", 2_500, tail=", espresso"),
    Shape("Everyone on my ", 2_500),
    Shape("I'm Priya, ", 2_500, tail="a nurse"),
    Shape("said goodbye to ", 2_500),
    Shape("hello to a ", 2_500, tail="Toyota Corolla"),
    Shape("Still at Google, yeah nah, ", 2_500),
    Shape("proud to be part of ", 2_500),
    Shape("I'm part of the Big Corp ", 2_500, tail="team"),
    Shape("My sister? ", 5_000, tail="Still at Google."),
    Shape("My sister? Still at Google. ", 2_500),
    Shape("Job? Still ", 5_000, tail="at Google."),
    Shape("First car I ever owned was a ", 2_500, tail="Golf"),
    Shape("Borrowed a Toyota Corolla from my dad ", 2_500),
    Shape("for a nurse position at Stripe ", 2_500, head="I applied "),
    Shape("Thankfully ", 10_000, tail="I grew out of it."),
    Shape("Before before, I be ", 2_500, tail="a pharmacist"),
]
