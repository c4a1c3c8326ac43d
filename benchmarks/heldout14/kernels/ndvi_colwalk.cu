// Held-out suite 14 (frozen). The normalized difference vegetation index (nir - red) /
// (nir + red) of each pixel of a width x height image (row-major), threads laid out with x
// along the rows of the image and y along its columns.
extern "C" __global__ void ndvi_colwalk(const float *nir, const float *red, float *ndvi,
                                        int width, int height)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    int col = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < height && col < width) {
        int i = row * width + col;
        float a = nir[i], b = red[i];
        ndvi[i] = (a - b) / (a + b);
    }
}
