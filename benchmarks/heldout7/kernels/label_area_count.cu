// Held-out suite 7 (frozen). The area of every label of a label image (labels 0 to 63):
// counts[l] += the number of pixels labelled l. One thread per pixel, adding one to its
// label's count in global memory.
extern "C" __global__ void label_area_count(const int *labels, int *counts, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&counts[labels[i]], 1);
}
