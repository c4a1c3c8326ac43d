// Held-out suite 12 (frozen). The histogram of a byte array over its 256 values, each work-item
// adding one to the global counter of its byte. hist starts at zero.
__kernel void byte_hist256_atomic(__global const unsigned char *data, __global int *hist, int n)
{
    int i = get_global_id(0);
    if (i < n)
        atomic_add(&hist[data[i]], 1);
}
