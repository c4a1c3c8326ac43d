// Held-out suite 12 (frozen). y = x^3 - x for every element, each thread taking a chunk of 16
// consecutive elements (thread i the elements 16 i to 16 i + 15).
extern "C" __global__ void cubic_chunk16_thread(const float *x, float *y, int n)
{
    int first = (blockIdx.x * blockDim.x + threadIdx.x) * 16;
    for (int k = 0; k < 16; ++k) {
        int i = first + k;
        if (i < n) {
            float v = x[i];
            y[i] = v * v * v - v;
        }
    }
}
