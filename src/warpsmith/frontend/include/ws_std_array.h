// warpsmith's model of std::array (C++ [array]) for device code: an aggregate of N
// elements of T, reached by operator[] (no bounds check, as std::array's), size(), data()
// and the reverse iterators rbegin()/rend(). The frontend reads `std::array<T, N>` as `ws_std_array<T, N>`
// (frontend/stdmodels.py); the element member is public, so `std::array<T, N> a = {..};`
// initializes it as an aggregate.
template <typename T, size_t N>
struct ws_std_array {
  // rbegin()/rend(): an iterator over the elements from the last to the first, holding
  // the address one past the element it designates (as std::reverse_iterator does)
  struct reverse_iterator {
    T *past;
    __host__ __device__ T &operator*() const { return *(past - 1); }
    __host__ __device__ reverse_iterator &operator++() { --past; return *this; }
    __host__ __device__ bool operator==(const reverse_iterator &o) const { return past == o.past; }
    __host__ __device__ bool operator!=(const reverse_iterator &o) const { return past != o.past; }
  };
  T elems[N];
  // (not const: a const method is lowered to a function of a copy of the object, whose
  // elements the iterator would then point into; a const object calls these too)
  __host__ __device__ reverse_iterator rbegin() { return reverse_iterator{elems + N}; }
  __host__ __device__ reverse_iterator rend() { return reverse_iterator{elems}; }
  __host__ __device__ T &operator[](size_t i) { return elems[i]; }
  // (the element's value: a const overload returning a reference would, lowered to a
  // function of a copy of the object, return the address of that copy's element)
  __host__ __device__ T operator[](size_t i) const { return elems[i]; }
  __host__ __device__ constexpr size_t size() const { return N; }
  // at(i): the element (std::array's throws std::out_of_range for i >= N, which device
  // code cannot; an index out of range is not checked here, as operator[])
  __host__ __device__ T &at(size_t i) { return elems[i]; }
  __host__ __device__ T *data() { return elems; }
};
// std::size(a) (C++17 [iterator.range]): N
template <typename T, size_t N>
__host__ __device__ constexpr size_t size(const ws_std_array<T, N> &) { return N; }
