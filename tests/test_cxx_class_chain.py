"""Template kernels launched in the host methods of a class template, instantiated
through the chain of host class templates that names the class (issue 18,
docs/cxx-templates.md, ``frontend/class_chain.py``): every case of
``tests/cxx_class_chain_cases.py`` through the checks of ``tests/case_checks.py`` (NumPy's
answer on the simulator from the source and from its printed CUDA, the OpenCL printer,
analyze and predict, NVRTC where installed), and the located reasons of what gives no
instance."""

import pytest

import case_checks as C
import cxx_class_chain_cases as T
import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

NAMES = sorted(T.CASES)


@pytest.mark.parametrize("name", NAMES)
def test_runs_like_numpy_and_prints_back_as_cuda(name):
    C.check_numpy_and_cuda_roundtrip(T.CASES[name], T.N)


@pytest.mark.parametrize("name", NAMES)
def test_prints_as_opencl_or_refuses_with_a_place(name):
    C.check_opencl(T.CASES[name])


@pytest.mark.parametrize("name", NAMES)
def test_analyze_and_predict_take_it(name):
    C.check_analyze_and_predict(T.CASES[name], T.N)


@pytest.mark.parametrize("name", NAMES)
def test_printed_cuda_compiles_with_nvrtc(name):
    C.check_nvrtc_compiles(T.CASES[name])


def test_each_instance_the_chain_names_is_read_once():
    """The two instances the host code names (the constructor's launch and the method
    whose parameter hides a member) and nothing guessed."""
    names = [k.name for k in ws.read(T.CASES["table_named_in_host_code"]["src"]).kernels]
    assert names == ["fill_struct_ws_thrust_pair_int_uint_ulong_int_uint",
                     "fill_struct_ws_thrust_pair_int_uint_ulong_int_int"]


def _not_instantiated(src: str) -> WarpsmithError:
    with pytest.raises(WarpsmithError) as info:
        ws.translate(ws.read(src), "cuda")
    return info.value


def test_a_class_template_nothing_names_makes_no_instance(tmp_path):
    """C++ makes no instance of a class template the file never names, so the launch in
    its constructor instantiates nothing: reported as such, at the kernel."""
    e = _not_instantiated(T._TABLE)
    assert "not instantiated" in e.message
    assert "a method of class template 'Table', which the file never names" in e.message
    assert e.loc.line == 4  # (the kernel's name)
    path = tmp_path / "table.cu"
    path.write_text(T._TABLE)
    listing = ws.list_kernels(path).as_json()
    assert listing["kernels"][0].get("dormant_launches") is True


def test_a_class_named_only_where_the_chain_is_not_followed_keeps_a_located_reason():
    """An instance made only inside a host function template called with deduced
    arguments is not followed: the launch says why it gives no instance."""
    e = _not_instantiated(T._TABLE + """
template <typename T> void make(T v) { Table<T, int> t(4, v, 0); }
void host() { make(1.5f); }
""")
    assert "launch at <string>:" in e.message
    assert "no instance of 'Table' that the file names binds its template parameters " \
           "(Key, Elem)" in e.message


def test_a_host_only_class_argument_reaching_the_kernel_is_refused():
    """A class argument device code cannot read (a host allocator with a std::vector)
    becomes the opaque host-only type; a launch that gives it to the kernel is refused
    with the reason, located at the launch."""
    src = """
#include <vector>
template <typename A>
__global__ void k(A a, int *o) { o[threadIdx.x] = 1; }
template <typename Alloc>
class Holder {
 public:
  __device__ int size() const { return 1; }
  Holder() { k<<<1, 32>>>(m_alloc, m_out); }
 private:
  Alloc m_alloc;
  int *m_out;
};
struct host_alloc { std::vector<int> pool; };
template class Holder<host_alloc>;
"""
    e = _not_instantiated(src)
    assert "the host template parameter 'Alloc' binds, a host class that device code " \
           "cannot use" in e.message
    assert "launch at <string>:9:" in e.message


def test_a_specialized_class_template_is_not_followed():
    """A class template the file also specializes: which definition an instance takes is
    not decided by the text chain, so its launches keep a located reason."""
    e = _not_instantiated(T._TABLE + """
template <> class Table<char, char> { public: char c; };
template class Table<int, unsigned>;
""")
    assert "which the file specializes or declares twice: its instances are not " \
           "followed" in e.message
    assert "launch at <string>:19:" in e.message


def test_a_constructor_parameter_hides_the_member_of_its_name():
    """In a constructor with member initializers, a parameter named like a data member
    (an int where the member is unsigned) is what the body's launch passes: never the
    member's type (the instance with an unsigned ``E`` would be silently wrong); the
    launch gives the int instance or a located reason."""
    ctor = T._TABLE.index("  Table(size_type n")
    src = T._TABLE[:ctor] + """  Table(Key key, int m_value) : m_key(key), m_cap(4) {
    fill<<<1, 32>>>(m_slots, m_cap, m_key, m_value);
  }
""" + T._TABLE[T._TABLE.index(" private:"):] + "template class Table<int, unsigned>;\n"
    names = [k.name for k in ws.read(src).kernels]
    assert "fill_struct_ws_thrust_pair_int_uint_ulong_int_uint" not in names
    if names:
        assert names == ["fill_struct_ws_thrust_pair_int_uint_ulong_int_int"]
    else:
        e = _not_instantiated(src)
        line = src[:src.index("fill<<<1, 32>>>")].count("\n") + 1
        assert f"launch at <string>:{line}:" in e.message
        assert "the type of argument 'm_value' is not known" in e.message
