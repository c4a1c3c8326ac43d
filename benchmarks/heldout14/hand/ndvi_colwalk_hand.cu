// Held-out suite 14 (frozen), hand version of ndvi_colwalk: the same index with x along the
// columns, so that a warp's loads and stores are 32 consecutive floats of one row. Any 2D
// launch covering width x height threads.
extern "C" __global__ void ndvi_colwalk_hand(const float *__restrict__ nir,
                                             const float *__restrict__ red,
                                             float *__restrict__ ndvi, int width, int height)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < height && col < width) {
        int i = row * width + col;
        float a = nir[i], b = red[i];
        ndvi[i] = (a - b) / (a + b);
    }
}
