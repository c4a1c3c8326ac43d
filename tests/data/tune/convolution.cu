// A 2D convolution in the shape of Kernel Tuner's documented convolution example (its
// call: block_size_x/y, tile_size_x/y, the filter in constant memory through cmem_args);
// written for warpsmith's tests.
#ifndef WIDTH
#define WIDTH 16
#endif
#ifndef FW
#define FW 3
#endif
#define IN_WIDTH (WIDTH + FW - 1)
__constant__ float d_filter[FW * FW];

__global__ void convolution_kernel(float *output, const float *input, const float *filter) {
    int x0 = blockIdx.x * block_size_x * tile_size_x + threadIdx.x;
    int y0 = blockIdx.y * block_size_y * tile_size_y + threadIdx.y;
    for (int ty = 0; ty < tile_size_y; ty++)
        for (int tx = 0; tx < tile_size_x; tx++) {
            int x = x0 + tx * block_size_x, y = y0 + ty * block_size_y;
            if (x < WIDTH && y < WIDTH) {
                float sum = 0.0f;
                for (int i = 0; i < FW; i++)
                    for (int j = 0; j < FW; j++)
                        sum += input[(y + i) * IN_WIDTH + x + j] * d_filter[i * FW + j];
                output[y * WIDTH + x] = sum;
            }
        }
}
