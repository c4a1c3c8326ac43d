// one thread per product looping over its 16 contiguous floats.
__kernel void batched_dot16(__global const float *x, __global const float *y, __global float *out, int batch)
{
    int b = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (b < batch) {
        float s = 0.0f;
        for (int k = 0; k < 16; k++)
            s += x[b * 16 + k] * y[b * 16 + k];
        out[b] = s;
    }
}
