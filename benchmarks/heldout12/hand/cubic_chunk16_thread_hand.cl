// Held-out suite 12 (frozen), hand version of cubic_chunk16_thread: a work-item per element, so
// that a warp reads and writes 32 consecutive floats.
__kernel void cubic_chunk16_thread_hand(__global const float *restrict x,
                                        __global float *restrict y, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float v = x[i];
        y[i] = v * v * v - v;
    }
}
