extern "C" __global__ void nibble_swap_u32(const unsigned int* w, unsigned int* s, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        unsigned int v = w[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        s[i] = ((v & 252645135u) << 4) | ((v >> 4) & 252645135u);
    }
}
