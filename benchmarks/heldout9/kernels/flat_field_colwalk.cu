// Held-out suite 9 (frozen). Flat-field correction of a width x height image, (raw - dark)
// * gain per pixel, on a 2D grid whose x index counts rows and y index columns.
extern "C" __global__ void flat_field_colwalk(const float *raw, const float *dark,
                                              const float *gain, float *out, int width,
                                              int height)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    int c = blockIdx.y * blockDim.y + threadIdx.y;
    if (r < height && c < width) {
        int i = r * width + c;
        out[i] = (raw[i] - dark[i]) * gain[i];
    }
}
