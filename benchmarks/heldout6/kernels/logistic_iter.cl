// Held-out suite 6 (frozen). The logistic map x <- r x (1 - x) iterated iters times from
// every starting value (a population model evaluated for many initial conditions). One
// thread per value.
__kernel void logistic_iter(__global const float *x0, __global float *x, float r, int iters,
                            int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float v = x0[i];
        for (int k = 0; k < iters; k++)
            v = r * v * (1.0f - v);
        x[i] = v;
    }
}
