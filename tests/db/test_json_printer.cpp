// db/json_printer.h: what JsonPrinter writes is byte for byte what nlohmann's dump(2) writes for the same value,
// stored texts included (keys out of order, repeated keys, numbers, escapes, invalid UTF-8), and a stored text
// that is not JSON or nests too deeply is refused with json::parse()'s message or the depth.
#include "db/json_printer.h"

#include "db/database.h"
#include "db/game_store.h"
#include "db/history_edit.h"
#include "db/history_export.h"
#include "history_fixture.h"
#include "raw_exec.h"
#include "temp_dir.h"

#include "core/json_input.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <cmath>
#include <random>
#include <sstream>

using nc::db::JsonPrinter;
using nc::db::JsonTextError;
using nlohmann::json;

namespace {

std::string dumped(const json &value)
{
    return value.dump(2, ' ', false, json::error_handler_t::replace);
}

// `text` printed by the printer as the member "b" of an object and as an element of an array inside it, next to
// other members: the places a stored text takes in the export.
std::string printed(const std::string &text)
{
    std::string out;
    JsonPrinter p(out);
    p.beginObject();
    p.member("a", 1);
    p.key("b");
    p.text(text, 64);
    p.key("c");
    p.beginArray();
    p.text(text, 64);
    p.text(text, 64);
    p.endArray();
    p.endObject();
    return out;
}

std::string expected(const std::string &text)
{
    const json value = json::parse(text);
    return dumped(json{{"a", 1}, {"b", value}, {"c", json::array({value, value})}});
}

// A random value with keys in random order (ordered_json keeps the order they are inserted in).
nlohmann::ordered_json randomValue(std::mt19937 &rng, int depth)
{
    const auto pick = [&rng](int n) { return int(std::uniform_int_distribution<int>(0, n - 1)(rng)); };
    static const std::vector<std::string> words{"a", "b", "ab", "B", "", "é", "z\"q", "tab\t", "\xf0\x9f\x98\x80", "a\\b"};
    switch (depth > 4 ? pick(6) : pick(9)) {
    case 0: return nullptr;
    case 1: return pick(2) == 0;
    case 2: return std::uniform_int_distribution<std::int64_t>(INT64_MIN, INT64_MAX)(rng) >> pick(64);
    case 3: return std::uniform_int_distribution<std::uint64_t>()(rng);
    case 4: return std::ldexp(std::uniform_real_distribution<double>(-1, 1)(rng), pick(200) - 100);
    case 5: return words[size_t(pick(int(words.size())))];
    case 6:
    case 7: {
        nlohmann::ordered_json o = nlohmann::ordered_json::object();
        for (int i = pick(5); i > 0; --i)
            o[words[size_t(pick(int(words.size())))]] = randomValue(rng, depth + 1);
        return o;
    }
    default: {
        nlohmann::ordered_json a = nlohmann::ordered_json::array();
        for (int i = pick(5); i > 0; --i)
            a.push_back(randomValue(rng, depth + 1));
        return a;
    }
    }
}

} // namespace

TEST_CASE("JsonPrinter prints a stored text as dump(2) prints its value", "[db][json]")
{
    const std::vector<std::string> texts{
        R"({"a":1,"b":[1,2,{"c":null}],"d":{}})",
        R"({"b":1,"a":2})",                         // keys out of order: dump() sorts them
        R"({"a":{"z":1,"y":[{"q":2,"p":3}]},"b":0})", // out of order deep inside, after members were printed
        R"({"a":1,"a":2,"b":{"x":1,"x":[3]}})",     // a repeated key: dump() keeps the last value
        R"([])", R"({})", R"([[],{},[{}],{"a":[]}])",
        R"([1.0, 1e2, -0.0, -0, 0.1, 2.5E-3, 1.7976931348623157e308, 5e-324, 123456789012345678901234567890])",
        R"([18446744073709551615, 18446744073709551616, -9223372036854775808, 9223372036854775807, 0])",
        R"(["\u0000\u001f\"\\\/\b\f\n\r\t", "\u00e9\ud83d\ude00", "é😀", "\u007f", "<\u2028>"])",
        R"({"\u00e9":1, "e":2, "\u0000":3})",
        "true", "false", "null", "0", "-1.5", R"("text")",
        " \n\t{ \"a\" : [ 1 , 2 ] }\r\n ",
    };
    for (const std::string &text : texts) {
        INFO(text);
        CHECK(printed(text) == expected(text));
        std::string alone;
        JsonPrinter(alone).text(text, 64);
        CHECK(alone == dumped(json::parse(text)));
    }

    // Random values written with their keys in random order, compact and indented.
    std::mt19937 rng(15);
    for (int i = 0; i < 3000; ++i) {
        const std::string text = randomValue(rng, 0).dump(i % 3 == 0 ? 1 : -1);
        INFO(text);
        REQUIRE(printed(text) == expected(text));
    }
}

TEST_CASE("JsonPrinter prints keys and values as dump(2), bytes that are not UTF-8 replaced", "[db][json]")
{
    std::string out;
    JsonPrinter p(out, 4); // as a value nested two levels deep
    p.beginObject();
    p.member("a\xff", std::string("bad \xc3 byte"));
    p.member("b", json::array({1, json::object(), "x"}));
    p.key("c");
    p.beginArray();
    p.endArray();
    p.key("d");
    p.beginObject();
    p.endObject();
    p.member("e", 2.0);
    p.endObject();
    const json value = {{"a\xff", "bad \xc3 byte"}, {"b", {1, json::object(), "x"}}, {"c", json::array()},
                        {"d", json::object()}, {"e", 2.0}};
    std::string nested;
    nlohmann::detail::serializer<json>(nlohmann::detail::output_adapter<char>(nested), ' ', json::error_handler_t::replace)
        .dump(value, true, false, 2, 4);
    CHECK(out == nested);
    CHECK(out.find("\xef\xbf\xbd") != std::string::npos); // U+FFFD

    // dump() prints keys in order: a key out of order is the caller's mistake
    std::string wrong;
    JsonPrinter w(wrong);
    w.beginObject();
    w.member("b", 1);
    CHECK_THROWS_AS(w.key("a"), std::logic_error);
    CHECK_THROWS_AS(w.key("b"), std::logic_error);
}

// The printer copies a string that needs no escape as it is instead of running nlohmann's escaping over it
// (json_printer.cpp printsAsIs): every byte and the UTF-8 sequences at the edges of validity must still come out as
// dump() writes them, in stored texts (the lexer has checked their UTF-8) and in keys and values given by the caller.
TEST_CASE("JsonPrinter prints every byte and UTF-8 sequence of a string or key as dump(2) escapes it", "[db][json]")
{
    std::vector<std::string> pieces;
    for (int b = 0; b < 256; ++b)
        pieces.push_back(std::string(1, char(b)));
    // UTF-8 at the edges: overlong forms, surrogates, beyond U+10FFFF, truncated sequences, U+007F and U+FFFD
    for (const char *s : {"\xc2\x80", "\xdf\xbf", "\xc0\x80", "\xc1\xbf", "\xe0\xa0\x80", "\xe0\x9f\xbf", "\xed\x9f\xbf",
                          "\xed\xa0\x80", "\xed\xbf\xbf", "\xee\x80\x80", "\xef\xbf\xbd", "\xef\xbf\xbf", "\xf0\x90\x80\x80",
                          "\xf0\x8f\xbf\xbf", "\xf4\x8f\xbf\xbf", "\xf4\x90\x80\x80", "\xf5\x80\x80\x80", "\xe2\x82",
                          "\xf0\x9f\x98", "\x7f", "a\\b\"c/d\x1f" "e\x20"})
        pieces.emplace_back(s);
    std::mt19937 rng(4);
    for (int i = 0; i < 2000; ++i) { // random runs of bytes, most of them not UTF-8, some with escapes
        std::string s;
        for (int n = int(rng() % 6); n >= 0; --n)
            s += char(rng() % 4 == 0 ? rng() % 0x30 : 0x60 + rng() % 0xa0);
        pieces.push_back(s);
    }
    int stored = 0;
    for (const std::string &s : pieces) {
        INFO(json(s).dump(-1, ' ', true, json::error_handler_t::replace));
        // given by the caller, as a key and as a value: bytes that are not UTF-8 become U+FFFD
        std::string out;
        JsonPrinter p(out, 2);
        p.beginObject();
        p.member(s, s);
        p.endObject();
        std::string nested;
        nlohmann::detail::serializer<json>(nlohmann::detail::output_adapter<char>(nested), ' ', json::error_handler_t::replace)
            .dump(json{{s, s}}, true, false, 2, 2);
        CHECK(out == nested);
        // in a stored text, as it is and escaped, as a key and a value: where the lexer takes it
        for (const std::string &literal : {"\"" + s + "\"", json(s).dump(-1, ' ', true, json::error_handler_t::replace)}) {
            const std::string text = "{" + literal + ":[" + literal + "]}";
            if (!json::accept(text))
                continue;
            ++stored;
            CHECK(printed(text) == expected(text));
        }
    }
    CHECK(stored > 1000); // the lexer took the escaped form of each, and the raw one of the valid UTF-8
}

TEST_CASE("JsonPrinter refuses a text that is not JSON with json::parse()'s message", "[db][json]")
{
    for (const std::string text : {"", "{", "[1,]", "1 2", "nul", "{\"a\" 1}", "[\"\xff\"]", "1e400", "{\"a\":1,\"a\"}"}) {
        INFO(text);
        std::string message;
        try {
            [[maybe_unused]] const json value = json::parse(text);
        } catch (const json::exception &e) {
            message = nc::jsonErrorText(e);
        }
        REQUIRE_FALSE(message.empty());
        std::string out;
        CHECK_THROWS_WITH(JsonPrinter(out).text(text, 64), message);
    }
    // the same once keys out of order sent the text to the parse into a value
    std::string out;
    CHECK_THROWS_WITH(JsonPrinter(out).text(R"({"b":1,"a":[1,]})", 64),
                      Catch::StartsWith("parse error at line 1, column 15: syntax error while parsing value - unexpected ']'"));
}

// The printer reads a stored text with simdjson and leaves to nlohmann's parser only what simdjson refuses
// (json_printer.cpp): every text at the edges where the two could differ must print as dump(2) of json::parse()'s
// value, or be refused with json::parse()'s message. Numbers: beyond int64 and uint64, "-0", the edges of the double
// range (overflow refused, underflow to a signed zero, subnormals, halfway cases, long mantissas); strings: lone and
// misordered surrogates, raw control bytes, NUL; the byte order mark nlohmann skips; text after the value, brackets
// that do not match.
TEST_CASE("JsonPrinter prints or refuses a text at the edges of JSON as json::parse() and dump(2) do", "[db][json]")
{
    using namespace std::string_literals;
    const std::vector<std::string> texts{
        "-0", "[-0, -0.0, 0e0, -0e0, -0.0e-999, 0e999999999999999999999]",
        "[9223372036854775807, 9223372036854775808, -9223372036854775808, -9223372036854775809]",
        "[18446744073709551615, 18446744073709551616, 99999999999999999999, -99999999999999999999]",
        "[123456789012345678901234567890, -123456789012345678901234567890, 1e19, 10000000000000000000.0]",
        "[1e308, 1.7976931348623157e308, 1.7976931348623158e308, 1.7976931348623159e308, 1e309, -1e309]",
        "[1e-400, -1e-400, 4.9e-324, 5e-324, 2.4703282292062327e-324, 2.4703282292062328e-324, -2.5e-324]",
        "[2.2250738585072011e-308, 2.2250738585072012e-308, 1e-350, 123e-345, 0.0000000000000000000000000001e28]",
        "[3.14159265358979323846264338327950288419716939937510, 9007199254740993, 9007199254740993.0]",
        "[0.1, 1E+2, 1e-2, 1.5E02, 100000000000000000000000e-3]",
        "[1.00000000000000011102230246251565404236316680908203125]",
        "[01, 1]", "[-01]", "[1.]", "[.5]", "[-]", "[+1]", "[1e]", "[1e+]", "[--1]", "[0x10]", "[1.5e3.2]",
        "[Infinity]", "[NaN]",
        R"(["\ud800"])", R"(["\udc00"])", R"(["\ud800\u0041"])", R"(["\ud800\ud800"])", R"(["\udbff\udfff"])",
        R"(["\uDBFF\uDFFF", "\uD83D\uDE00"])", R"(["\ud800\"])", R"(["\u00"])", R"(["\x41"])", R"(["\'"])",
        "[\"a\x01" "b\"]", "[\"a\x1f\"]", "[\"a\x7f\"]", "[\"tab\there\"]", "[\"a\0b\"]"s, "[1]\0"s, "[1\0]"s, "\0"s,
        "\xef\xbb\xbf[1]", "\xef\xbb\xbf", "[\"\xef\xbb\xbf\"]", "\xef\xbb[1]", " \xef\xbb\xbf[1]",
        "[\"\xed\xa0\x80\"]", "[\"\xc0\xaf\"]", "[\"\xf4\x90\x80\x80\"]", "[\"\xf0\x9f\x98\x80\"]", "[1]\xff",
        "[1}", R"({"a":1])", "[1]]", "[[1]", R"({"a":1}})", "{}x", "1 2", "[1,]", "[,1]", R"({"a":1,})", R"({,"a":1})",
        R"({"a"})", R"({"a":})", R"({1:2})", "[tru]", "[truex]", "[nulll]", "[true false]", "[True]", "[nul]", "",
        " ", "\f[1]", "\v[1]", "[1]\xc2\xa0", " \t\r\n[ 1 ]\n\r\t ", "\"\"", R"("\/")",
        R"({"\u0062":1, "a":2})", R"({"a":1, "\u0061":2})", R"({"a\u0000":1, "a":2})", R"({"":1, "\u0000":2})",
    };
    int accepted = 0;
    for (const std::string &text : texts) {
        INFO(json(text).dump(-1, ' ', true, json::error_handler_t::replace));
        std::string message;
        json value;
        try {
            value = json::parse(text);
        } catch (const json::exception &e) {
            message = nc::jsonErrorText(e);
        }
        std::string alone;
        if (message.empty()) {
            ++accepted;
            CHECK(printed(text) == expected(text));
            JsonPrinter(alone).text(text, 64);
            CHECK(alone == dumped(value));
        } else {
            CHECK_THROWS_WITH(JsonPrinter(alone).text(text, 64), message);
            CHECK_THROWS_WITH(printed(text), message);
        }
    }
    CHECK(accepted > 20);
}

TEST_CASE("JsonPrinter refuses a text nested deeper than its limit, counted from the text", "[db][json]")
{
    const auto nested = [](int levels, const std::string &inner = "") {
        return std::string(size_t(levels), '[') + inner + std::string(size_t(levels), ']');
    };
    const auto print = [](const std::string &text) {
        std::string out;
        JsonPrinter p(out);
        p.beginArray(); // the text's levels are its own: those it sits in do not count
        p.beginArray();
        p.text(text, 64);
        p.endArray();
        p.endArray();
        return out;
    };
    CHECK(print(nested(64)) == dumped(json::array({json::array({json::parse(nested(64))})})));
    CHECK_NOTHROW(print(nested(64, "1")));
    CHECK_THROWS_WITH(print(nested(65)), "nested too deeply (more than 64 levels)");
    CHECK_THROWS_WITH(print(nested(100000)), "nested too deeply (more than 64 levels)");
    // keys out of order first: the parse into a value refuses the depth as well
    CHECK_THROWS_WITH(print(R"({"b":1,"a":)" + nested(64) + "}"), "nested too deeply (more than 64 levels)");
    CHECK_NOTHROW(print(R"({"b":1,"a":)" + nested(63) + "}"));
}

TEST_CASE("the history export is the dump(2) of its own value, whatever the stored texts hold", "[db][history][json]")
{
    nc::db::test::TempDir dir;
    nc::db::Database db = nc::db::Database::open(dir.file("games.db"));
    nc::db::test::playHistory(db); // its solo game's final score has keys out of order
    nc::db::GameStore store(db);
    const int64_t g = store.createGame("nations", R"({"z":[3,{"b":1,"a":2}],"a":1.0,"m":"\u00e9\ud83d\ude00"})",
                                       {{"Ann", "egypt", 'A'}}, R"({"seed":1e2,"round":-0,"list":[{},[]]})");
    store.appendAction(g, "buy", R"({"card":"x","card":"y","n":7})");
    store.appendAction(g, "pass", " [ 1 , 2.50 , \"\\u0000\" ] ");
    store.finishGame(g, R"({"winner":0,"rows":[{"total":5,"lines":["a\tb"]}]})", {{0, 5, 1}});
    nc::db::correctScore(db, g, 0, 6, "a \"wonder\" missed"); // a seat with "score_computed" and "correction_reason"
    db.exec("UPDATE games SET options_json = '{\"big\":[18446744073709551615,-9223372036854775808,1e300]}' WHERE id = 1");
    // ^ not through the app's limits: written by another tool
    db.exec("UPDATE players SET name = 'Bad ' || X'C3' || ' byte' WHERE name = 'Ben'"); // from another tool

    const std::string text = nc::db::exportHistoryJson(db);
    CHECK(text == dumped(json::parse(text)) + "\n");
    CHECK(text.find("\"card\": \"y\"") != std::string::npos); // a repeated key's last value, as json::parse() keeps
    CHECK(text.find("Bad \xef\xbf\xbd byte") != std::string::npos);
    CHECK(text.find("\"score_computed\": 5") != std::string::npos);
}

TEST_CASE("a Cancel or a failed write ends the export and its reading thread, the database usable again",
          "[db][history][json]")
{
    nc::db::test::TempDir dir;
    nc::db::Database db = nc::db::Database::open(dir.file("games.db"));
    nc::db::GameStore store(db);
    for (int i = 0; i < 150; ++i) // more games than the threads hold ahead (16 read, 4 writes of 16): they wait
        store.createGame("nations", "{}", {{"Ann", "egypt", 'A'}}, R"({"round":1})");
    const std::string whole = nc::db::exportHistoryJson(db);

    struct Cancelled {};
    int64_t seen = 0;
    CHECK_THROWS_AS(nc::db::exportHistoryJson(db, [&seen](int64_t done, int64_t total) {
                        seen = done;
                        CHECK(total == 150);
                        if (done == 3)
                            throw Cancelled{};
                    }),
                    Cancelled);
    CHECK(seen == 3);

    // a stream that fails after a few games: the export stops a few games later (those printed meanwhile dropped)
    std::ostringstream stream;
    int64_t written = 0;
    nc::db::exportHistoryJson(db, stream, [&](int64_t done, int64_t) {
        written = done;
        if (done == 5)
            stream.setstate(std::ios::badbit);
    });
    CHECK(written >= 5);
    CHECK(written < 80); // the failing write (games 1-16) is seen at the latest by the fifth piece, put at 80
    CHECK_FALSE(stream.good());

    // the connection is free and the snapshot released: it writes and exports again
    store.createGame("nations", "{}", {{"Ben", "rome", 'A'}}, R"({"round":1})");
    const std::string after = nc::db::exportHistoryJson(db);
    CHECK(after.size() > whole.size());
    CHECK(json::parse(after)["games"].size() == 151);
}

TEST_CASE("a final score sheet that is not JSON is refused naming the game, whichever thread prints it",
          "[db][history][json]")
{
    nc::db::test::TempDir dir;
    nc::db::Database db = nc::db::Database::open(dir.file("games.db"));
    nc::db::test::playHistory(db);
    const std::string good = nc::db::exportHistoryJson(db);
    // games 1 and 4 are the first and the fourth exported: the printing thread prints the first one's sheet, the
    // reading thread the fourth one's (every second game)
    for (const int id : {1, 4}) {
        INFO("game " << id);
        nc::db::Statement uuid = db.prepare("SELECT uuid, final_json FROM games WHERE id = ?1");
        uuid.bind(1, int64_t(id));
        REQUIRE(uuid.step());
        const std::string sheet = uuid.text(1);
        db.exec("UPDATE games SET final_json = '{\"rows\": [' WHERE id = " + std::to_string(id));
        CHECK_THROWS_WITH(nc::db::exportHistoryJson(db),
                          Catch::Contains("game " + uuid.text(0) + ": final score is not valid JSON (parse error"));
        nc::db::Statement restore = db.prepare("UPDATE games SET final_json = ?1 WHERE id = ?2");
        restore.bind(1, sheet);
        restore.bind(2, int64_t(id));
        restore.step();
    }
    CHECK(nc::db::exportHistoryJson(db) == good);
}

TEST_CASE("an export on a connection checked in the background fails at its end when the check finds damage",
          "[db][history][json]")
{
    nc::db::test::TempDir dir;
    const std::string path = dir.file("games.db");
    std::string sound;
    {
        nc::db::Database db = nc::db::Database::open(path);
        nc::db::test::playHistory(db);
        sound = nc::db::exportHistoryJson(db);
    }
    // the CLI's open (the check beside the export, which waits for it, at the export's priority) and the app's
    const auto checks = {nc::db::IntegrityCheck::InBackgroundAwaited, nc::db::IntegrityCheck::InBackground};
    for (const nc::db::IntegrityCheck check : checks) {
        nc::db::Database db = nc::db::Database::open(path, check, 0); // 0: every file is large
        std::ostringstream stream;
        nc::db::exportHistoryJson(db, stream);
        CHECK(stream.str() == sound);
    }
    // damage the check finds and the export's reads do not: a row breaking its table's CHECK constraint
    nc::db::test::rawExec(path, "PRAGMA ignore_check_constraints = 1; UPDATE games SET status = 'activ' WHERE id = 1");
    for (const nc::db::IntegrityCheck check : checks) {
        nc::db::Database db = nc::db::Database::open(path, check, 0);
        std::ostringstream stream;
        try {
            nc::db::exportHistoryJson(db, stream);
            FAIL("a damaged database was exported");
        } catch (const nc::db::DbError &e) {
            CHECK((e.code() & 0xff) == SQLITE_CORRUPT);
            CHECK_THAT(e.what(), Catch::Contains("The database file '" + path + "' is damaged"));
        }
        CHECK(stream.str().find("\"players\"") == std::string::npos); // the document's end is not written
    }
}

TEST_CASE("the JSON export leaves the connection's memory map size as it was",
          "[db][history][json]")
{
    nc::db::test::TempDir dir;
    nc::db::Database db = nc::db::Database::open(dir.file("games.db"));
    nc::db::test::playHistory(db);
    const auto mmapSize = [&db] {
        nc::db::Statement st = db.prepare("PRAGMA mmap_size");
        REQUIRE(st.step());
        return st.int64(0);
    };
    const int64_t before = mmapSize();
    const std::string mappedText = nc::db::exportHistoryJson(db);
    CHECK(mmapSize() == before);
    db.exec("PRAGMA mmap_size = 4096");
    CHECK(nc::db::exportHistoryJson(db) == mappedText);
    CHECK(mmapSize() == 4096);
}
