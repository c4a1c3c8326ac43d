// rows of D ints, one thread per element, global atomics (indices repeat).
__kernel void index_add_atomic(__global const int *src, __global const int *idx, __global int *out, int m, int D)
{
    int g = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (g < m * D) {
        int i = g / D;
        int j = g - i * D;
        atomic_add(&out[idx[i] * D + j], src[g]);
    }
}
