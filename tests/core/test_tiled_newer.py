"""Maps as newer Tiled writes them: class-typed properties (nested ``<properties>``, ``propertytype``), the
``class`` attribute of Tiled 1.9+ (``type`` in 1.8), enum values, and objects made from templates (``.tx``)."""

from __future__ import annotations

from tabletop.core.tiled import check_hexmap, load_hexmap
from tests.maps.factory import edit, good_map, problem_helpers

texts, has, assert_problem = problem_helpers(check_hexmap)

SHO_PROPS = '''    <property name="facing" type="int" value="0"/>
    <property name="machine" value="dunbine"/>
    <property name="pilot" value="sho"/>
    <property name="side" value="a"/>
    <property name="thrust" type="int" value="2"/>'''


def unit(m, oid):
    return next(o for o in m.layer("units").objects if o.id == oid)


def test_class_typed_property_reads_as_a_dict_of_its_members(tmp_path):
    path = edit(good_map(tmp_path), SHO_PROPS, '''    <property name="unit" type="class" propertytype="unit">
     <properties>
      <property name="facing" type="int" propertytype="facing" value="2"/>
      <property name="machine" propertytype="machine" value="billbine"/>
     </properties>
    </property>
    <property name="flag" type="bool" value="true"/>
    <property name="speed" type="float" value="1.5"/>
    <property name="tint" type="color" value="#ff102030"/>''')
    m = load_hexmap(path)
    assert unit(m, 3).properties == {"unit": {"facing": 2, "machine": "billbine"}, "flag": True, "speed": 1.5,
                                     "tint": "#ff102030"}


def test_the_class_attribute_of_tiled_1_9_and_the_type_of_1_8(tmp_path):
    path = edit(good_map(tmp_path), '<object id="3" name="Sho"', '<object id="3" name="Sho" class="unit"')
    edit(path, '<object id="4" name="Todd"', '<object id="4" name="Todd" type="unit"')
    m = load_hexmap(path)
    assert unit(m, 3).cls == "unit" and unit(m, 4).cls == "unit"
    assert [o.cls for o in m.layer("zones").objects] == ["", ""]


def test_enum_values_are_stored_as_strings_or_numbers(tmp_path):
    path = edit(good_map(tmp_path), '<property name="machine" value="dunbine"/>',
                '<property name="machine" propertytype="machine" value="dunbine"/>')
    edit(path, '<property name="facing" type="int" value="3"/>',
         '<property name="facing" type="int" propertytype="facing" value="3"/>')
    m = load_hexmap(path)
    assert unit(m, 3).properties["machine"] == "dunbine" and unit(m, 4).properties["facing"] == 3


def test_a_bad_typed_value_is_a_problem_not_a_crash(tmp_path):
    path = edit(good_map(tmp_path), '<property name="facing" type="int" value="0"/>',
                '<property name="facing" type="int" value="east"/>')
    assert_problem(path, "property 'facing' = 'east' is not a valid int")


TEMPLATE = '''<?xml version="1.0" encoding="UTF-8"?>
<template>
 <object name="Template unit" type="unit">
  <properties>
   <property name="facing" type="int" value="3"/>
   <property name="machine" value="drumlo"/>
   <property name="side" value="b"/>
  </properties>
  <point/>
 </object>
</template>
'''


def test_an_object_from_a_template_is_the_template_with_the_instance_over_it(tmp_path):
    (tmp_path / "templates").mkdir()
    (tmp_path / "templates" / "unit_b.tx").write_text(TEMPLATE, encoding="utf-8")
    path = edit(good_map(tmp_path), '''  <object id="4" name="Todd" x="1652" y="32">
   <properties>
    <property name="facing" type="int" value="3"/>
    <property name="machine" value="drumlo"/>
    <property name="pilot" value="todd"/>
    <property name="side" value="b"/>
   </properties>
   <point/>
  </object>''', '''  <object id="4" template="templates/unit_b.tx" x="1652" y="32">
   <properties>
    <property name="pilot" value="todd"/>
   </properties>
  </object>''')
    m = load_hexmap(path)
    todd = unit(m, 4)
    assert (todd.name, todd.kind, todd.cls, todd.x, todd.y) == ("Template unit", "point", "unit", 1652, 32)
    assert todd.properties == {"facing": 3, "machine": "drumlo", "side": "b", "pilot": "todd"}
    assert str((tmp_path / "templates" / "unit_b.tx").resolve()) in m.files


def test_a_template_that_is_not_a_template_is_a_problem(tmp_path):
    (tmp_path / "t.tx").write_text("<map/>", encoding="utf-8")
    path = edit(good_map(tmp_path), '<object id="3" name="Sho"', '<object id="3" template="t.tx" name="Sho"')
    assert_problem(path, "not a Tiled object template")
