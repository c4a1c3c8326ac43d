// Held-out suite 5 (frozen). Backward pass of a 2 x 2 max pooling: the gradient of every
// pooled cell goes to the input position its forward pass chose (idx: 0..3, row-major in
// the 2 x 2 window), zeros to the other three. Pooled rows of all planes are stacked
// (rows = planes x ho, wo cells a row); the input gradient has 2 rows x 2 wo per pooled
// row. One thread per pooled cell (2D), four scalar stores.
extern "C" __global__ void maxpool2x2_bwd(const float *gout, const int *idx, float *gin,
                                          int wo, int rows)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
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
