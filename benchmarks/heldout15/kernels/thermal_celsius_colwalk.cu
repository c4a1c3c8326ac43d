// Held-out suite 15 (frozen). Raw 16-bit counts of a thermal camera (width x height, row-major)
// converted to degrees Celsius, threads laid out with x along the rows of the image.
extern "C" __global__ void thermal_celsius_colwalk(const unsigned short *raw, float *celsius,
                                                   float gain, float offset, int width,
                                                   int height)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    int col = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < height && col < width) {
        int i = row * width + col;
        celsius[i] = (float)raw[i] * gain + offset;
    }
}
