extern "C" __global__ void gc_content_seqs(const unsigned char* seq, int* gc, int seqs, int length) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    int s = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
    if (s < seqs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        int count = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        for (int i = 0; i < length; i++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            unsigned char c = seq[(unsigned long long)s * length + i];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
            if (c == 'G' || c == 'C')
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
                count++;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gc_content_seqs.cu"
        gc[s] = count;
    }
}
