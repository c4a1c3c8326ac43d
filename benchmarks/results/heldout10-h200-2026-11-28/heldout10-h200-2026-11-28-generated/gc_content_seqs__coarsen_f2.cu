extern "C" __global__ void gc_content_seqs_cf2x(const unsigned char* seq, int* gc, int seqs, int length) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    int s_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    int s_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    if (s_0 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        int count_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        for (int i_0 = 0; i_0 < length; i_0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            unsigned char c_0 = seq[(unsigned long long)s_0 * length + i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            if (c_0 == 'G' || c_0 == 'C')
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
                count_0++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        gc[s_0] = count_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    if (s_1 < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        int count_1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        for (int i_1 = 0; i_1 < length; i_1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            unsigned char c_1 = seq[(unsigned long long)s_1 * length + i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            if (c_1 == 'G' || c_1 == 'C')
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
                count_1++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        gc[s_1] = count_1;
    }
}
