// Held-out suite 15 (frozen), hand version of thermal_celsius_colwalk: the same conversion with
// x along the columns, so that a warp's loads and stores are consecutive pixels of one row. Any
// 2D launch covering width x height threads.
extern "C" __global__ void thermal_celsius_colwalk_hand(const unsigned short *__restrict__ raw,
                                                        float *__restrict__ celsius, float gain,
                                                        float offset, int width, int height)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < height && col < width) {
        int i = row * width + col;
        celsius[i] = (float)raw[i] * gain + offset;
    }
}
