// consecutive elements 8t .. 8t+7 (n is a multiple of 8).
__kernel void chunked_saxpy(float a, __global const float *x, __global float *y, int n)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (8 * t < n) {
        for (int k = 0; k < 8; k++)
            y[8 * t + k] = a * x[8 * t + k] + y[8 * t + k];
    }
}
