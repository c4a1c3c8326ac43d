// Held-out suite 11 (frozen). The sum of the 33 values around every element (radius 16, the
// index clamped to the array), each read from global memory.
__kernel void box_sum1d_r16(__global const float *x, __global float *y, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float s = 0.0f;
        for (int k = -16; k <= 16; ++k) {
            int j = min(max(i + k, 0), n - 1);
            s += x[j];
        }
        y[i] = s;
    }
}
