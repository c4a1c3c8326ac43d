// every element by Horner's rule.
__kernel void horner_poly(__global const float *x, __global const float *c, __global float *out, int n)
{
    int g = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (g < n) {
        float v = x[g];
        float acc = c[8];
        for (int k = 7; k >= 0; k--)
            acc = acc * v + c[k];
        out[g] = acc;
    }
}
