// Held-out suite 8 (frozen). The two eigenvalues of every symmetric 2 x 2 matrix [[a, b],
// [b, c]], the matrices as three planes (mean plus and minus the root of the discriminant).
__kernel void sym2x2_eig_soa(__global const float *a, __global const float *b,
                             __global const float *c, __global float *l1, __global float *l2,
                             int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float m = 0.5f * (a[i] + c[i]);
        float h = 0.5f * (a[i] - c[i]);
        float d = sqrt(h * h + b[i] * b[i]);
        l1[i] = m + d;
        l2[i] = m - d;
    }
}
