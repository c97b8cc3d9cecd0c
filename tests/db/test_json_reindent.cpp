// db/json_reindent.h: a stored JSON text re-indented without a parse gives the bytes of parse + dump(2), and a
// text not in the stored form is left to the parser.
#include "db/json_reindent.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using nlohmann::json;

namespace {

// What the export wrote before: the parsed value printed by dump(2), lines after the first indented 2 * depth more.
std::string viaParse(const std::string &text, int depth)
{
    const std::string dumped = json::parse(text).dump(2, ' ', false, json::error_handler_t::replace);
    std::string out;
    for (char c : dumped) {
        out += c;
        if (c == '\n')
            out.append(size_t(2 * depth), ' ');
    }
    return out;
}

} // namespace

TEST_CASE("a stored JSON text re-indented without a parse gives the bytes of dump(2)", "[db][export]")
{
    const json samples[] = {
        json::object(),
        json::array(),
        42,
        -7,
        "Zoë \"the\" Great,\nJr. \t 李小龍 \x01 \x1f back\\slash",
        json::parse(R"({"card":"pyramids","player":0})"),
        json::parse(R"({"a":{},"b":[],"c":[[],[{}],{"x":[1,2,{"y":null}]}],"d":true,"e":false,"f":-123456789})"),
        json::parse(R"({"rows":[{"lines":[],"name":"Ann","total":29},{"name":"B","total":35}],"winner":1})"),
    };
    for (const json &value : samples) {
        const std::string compact = value.dump(-1, ' ', false);
        for (int depth : {0, 2, 4}) {
            std::string out = "prefix";
            REQUIRE(nc::db::appendReindented(out, compact, depth));
            CHECK(out == "prefix" + viaParse(compact, depth));
        }
    }
}

TEST_CASE("a JSON text not in the stored form is left to the parser", "[db][export]")
{
    for (const char *text : {
             R"({"b":1,"a":2})",          // keys not sorted
             R"({"a":1,"a":2})",          // a key twice
             R"({"a": 1})",               // a space
             R"({"x":2.5})",              // a fraction: dump() may print it otherwise
             R"({"x":1e5})", R"([0123])", R"([-0])", R"([1234567890])", // other numbers
             R"(["\u00e9"])",             // an escape dump() does not write
             R"(["\/"])", R"(["\u000a"])", R"({"\u0061":1})",
             "[\"\xff\"]", "[\"\xc3\"]", "[\"\xed\xa0\x80\"]", // not UTF-8, a cut sequence, a surrogate
             "[\"a\nb\"]",                // a raw control character
             R"([1,])", R"({"a":1)", R"([tru])", R"([1] )", "", // not JSON, or more after the value
         }) {
        std::string out = "kept";
        CHECK_FALSE(nc::db::appendReindented(out, text, 2));
        CHECK(out == "kept");
    }
    std::string deep;
    for (int i = 0; i < 70; ++i)
        deep = "[" + deep + "]";
    std::string out;
    CHECK_FALSE(nc::db::appendReindented(out, deep, 0)); // deeper than the stored texts' limit
}
