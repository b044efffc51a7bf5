"""The word sets readers build from guard.english's closed classes hold exactly the words
they held when each reader wrote its own list (a refactor pinned: a class that grows must
not change a reader's set unnoticed), and the properties each reader relies on."""

from guard.english import ARTICLES, COORDINATORS, MODALS, PREPOSITIONS, word_set
from guard.extract.local.antecedent import _NOT_IN_NOUN_PHRASE
from guard.extract.local.noununit import _FOLLOWERS, names_a_thing


def _words(text: str) -> set[str]:
    return set(text.split())


def test_word_set_is_the_union_less_without() -> None:
    assert word_set(("a", "b"), ("b", "c"), without=("c",)) == {"a", "b"}


def test_not_in_noun_phrase_is_the_list_it_was() -> None:
    assert (
        _words(
            "is are was were be been has have had will can may must should would could shall "
            "do does did says said confirms confirmed of for with from on in at by to after "
            "before under over about and or but so then if when the a an this that these those "
            "our your their its"
        )
        == _NOT_IN_NOUN_PHRASE
    )


def test_followers_are_the_list_they_were() -> None:
    assert (
        _words(
            """
        a an the this that these those my your our their his her its i we you they he she it
        there here what please
        or and but nor so yet then than as if unless when whenever while once because
        though although whether that which who whose where
        in of to for from before after at on by with within without into onto until till since
        against towards toward upon via among despite except besides
        during per over under about around through throughout between across beyond past up
        down off out ahead behind apart away ago abroad overseas back home left remaining
        is are was were be been being has have had do does did will would can could shall should
        may might must wo ca
        later earlier sooner longer shorter faster quicker slower more less extra further
        early late long old overdue free max maximum minimum min tops most least
        only just now instead too also even still either again exactly each every
        any some them
        """
        )
        == _FOLLOWERS
    )


def test_a_function_word_never_starts_another_noun_phrase() -> None:
    for word in (*ARTICLES, *PREPOSITIONS, *MODALS[:6], *COORDINATORS[:3]):
        assert word in _NOT_IN_NOUN_PHRASE
        assert word in _FOLLOWERS


def test_a_unit_word_before_a_noun_names_a_thing_and_before_a_follower_a_length() -> None:
    assert names_a_thing("buy a week ticket", len("buy a week"))
    assert not names_a_thing("wait a week before you call", len("wait a week"))
    assert not names_a_thing("a month free", len("a month"))
