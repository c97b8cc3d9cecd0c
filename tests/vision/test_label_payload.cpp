#include <catch2/catch.hpp>

#include "vision/label_payload.h"

using namespace nc::vision;

TEST_CASE("a label payload is short, versioned and names the app")
{
    const std::string p = encodeLabelPayload(LabelKind::ProgressCard, "aqueduct");
    CHECK(p.size() == 10);
    CHECK(p.rfind("NC1:P:", 0) == 0);
    CHECK(p.substr(6) == labelCode("aqueduct"));
    CHECK(encodeLabelPayload(LabelKind::EventCard, "x").rfind("NC1:E:", 0) == 0);
    CHECK(encodeLabelPayload(LabelKind::NationSide, "china/A").rfind("NC1:N:", 0) == 0);
}

TEST_CASE("label codes are deterministic FNV-1a base 36")
{
    // FNV-1a 32-bit of "" is the offset basis 2166136261; its code is that mod 36^4 in base 36.
    std::uint32_t h = 2166136261u % (36u * 36u * 36u * 36u);
    std::string expected(4, '0');
    const char *digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    for (int i = 3; i >= 0; --i) {
        expected[std::size_t(i)] = digits[h % 36];
        h /= 36;
    }
    CHECK(labelCode("") == expected);
    CHECK(labelCode("aqueduct") == labelCode("aqueduct"));
    CHECK(labelCode("aqueduct") != labelCode("brewery"));
    for (char c : labelCode("the_pillar_of_hercules"))
        CHECK(((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z')));
}

TEST_CASE("parsing a payload tells ours from foreign, other versions and damaged labels")
{
    const LabelPayload ours = parseLabelPayload(encodeLabelPayload(LabelKind::EventCard, "plague"));
    REQUIRE(ours.status == PayloadStatus::Ours);
    CHECK(ours.kind == LabelKind::EventCard);
    CHECK(ours.code == labelCode("plague"));

    CHECK(parseLabelPayload("https://example.org/ticket/42").status == PayloadStatus::Foreign);
    CHECK(parseLabelPayload("").status == PayloadStatus::Foreign);
    CHECK(parseLabelPayload("NCX").status == PayloadStatus::Foreign);
    CHECK(parseLabelPayload("4006381333931").status == PayloadStatus::Foreign);
    CHECK(!parseLabelPayload("hello").message.empty());

    const LabelPayload v2 = parseLabelPayload("NC2:P:0AB1");
    CHECK(v2.status == PayloadStatus::UnsupportedVersion);
    CHECK(v2.message.find("version 2") != std::string::npos);

    CHECK(parseLabelPayload("NC1:Q:0AB1").status == PayloadStatus::Malformed);
    CHECK(parseLabelPayload("NC1:P:0ab1").status == PayloadStatus::Malformed);
    CHECK(parseLabelPayload("NC1:P:0AB").status == PayloadStatus::Malformed);
    CHECK(parseLabelPayload("NC1:P:0AB12").status == PayloadStatus::Malformed);
}
