// Held-out suite 12 (frozen). y = x^3 - x for every element, each work-item taking a chunk of
// 16 consecutive elements (thread i the elements 16 i to 16 i + 15).
__kernel void cubic_chunk16_thread(__global const float *x, __global float *y, int n)
{
    int first = get_global_id(0) * 16;
    for (int k = 0; k < 16; ++k) {
        int i = first + k;
        if (i < n) {
            float v = x[i];
            y[i] = v * v * v - v;
        }
    }
}
