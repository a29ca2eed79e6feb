#include <stdio.h>
#include <stdlib.h>
int main(int argc,char**argv){int n=argc>1?atoi(argv[1]):100;float*a=malloc(n*4),*b=malloc(n*4);
for(int i=0;i<n;i++)a[i]=i*0.5f;
for(int i=0;i<n;i++)b[i]=a[i]*2+1;
double s=0;for(int i=0;i<n;i++)s+=b[i];printf("%.17g\n",s);}
