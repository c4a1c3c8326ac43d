// Held-out suite 7 (frozen). Softplus with a sharpness beta: log(1 + exp(beta x)) / beta,
// and x itself where beta x is above a threshold (where the two agree in float).
__kernel void softplus_beta(__global const float *x, __global float *y, float beta,
                            float threshold, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float bx = beta * x[i];
        y[i] = bx > threshold ? x[i] : log1p(exp(bx)) / beta;
    }
}
