// Held-out suite 9 (frozen). One semi-implicit Euler step of a chain of unit masses joined
// by springs of stiffness k, its two end masses held fixed: v' = v + dt k (x[i-1] - 2 x[i] +
// x[i+1]), x' = x + dt v'.
__kernel void mass_spring_chain(__global const float *x, __global const float *v,
                                __global float *xo, __global float *vo, float k, float dt,
                                int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float xi = x[i];
        if (i == 0 || i == n - 1) {
            xo[i] = xi;
            vo[i] = 0.0f;
        } else {
            float nv = v[i] + dt * (k * (x[i - 1] - 2.0f * xi + x[i + 1]));
            vo[i] = nv;
            xo[i] = xi + dt * nv;
        }
    }
}
