// Held-out suite 5 (frozen). Backward pass of a 2 x 2 max pooling: the gradient of every
// pooled cell goes to the input position its forward pass chose (idx: 0..3, row-major in
// the 2 x 2 window), zeros to the other three. Pooled rows of all planes are stacked
// (rows = planes x ho, wo cells a row); the input gradient has 2 rows x 2 wo per pooled
// row. One thread per pooled cell (2D), four scalar stores.
__kernel void maxpool2x2_bwd(__global const float *gout, __global const int *idx,
                             __global float *gin, int wo, int rows)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < wo && y < rows) {
        float g = gout[y * wo + x];
        int k = idx[y * wo + x];
        int o = 2 * y * (2 * wo) + 2 * x;
        gin[o] = k == 0 ? g : 0.0f;
        gin[o + 1] = k == 1 ? g : 0.0f;
        gin[o + 2 * wo] = k == 2 ? g : 0.0f;
        gin[o + 2 * wo + 1] = k == 3 ? g : 0.0f;
    }
}
