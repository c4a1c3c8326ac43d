// Held-out suite (frozen). One global compare-exchange step (j, k) of a bitonic sort of
// uints, in place: element i is paired with i ^ j, ascending where (i & k) == 0.
__kernel void bitonic_step(__global uint *a, int j, int k)
{
    int i = get_global_id(0);
    int p = i ^ j;
    if (p > i) {
        uint x = a[i];
        uint y = a[p];
        if (((i & k) == 0 && x > y) || ((i & k) != 0 && x < y)) {
            a[i] = y;
            a[p] = x;
        }
    }
}
